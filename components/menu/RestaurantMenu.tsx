import LocalBarOutlined from '@mui/icons-material/LocalBarOutlined';
import LunchDiningOutlined from '@mui/icons-material/LunchDiningOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Menu, MenuSectionId } from '@/content/menu';
import MenuSectionCard from './MenuSectionCard';
import TuesdayCard from './TuesdayCard';

const SECTION_ICONS: Record<MenuSectionId, ReactNode> = {
  cocktails: <LocalBarOutlined aria-hidden="true" />,
  starters: <LunchDiningOutlined aria-hidden="true" />,
  mains: <RestaurantOutlined aria-hidden="true" />,
};

const jumpLinkSx = {
  display: 'inline-block',
  px: 1.5,
  py: 0.5,
  borderRadius: 999,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { borderColor: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The whole menu, rendered on the server: jump links, one card per section and the Tuesday
 * soup card. No client-side state.
 */
export default function RestaurantMenu({ menu }: { menu: Menu }) {
  const jumps = [...menu.sections.map(({ id, title }) => ({ id, title })), { id: menu.tuesday.id, title: menu.tuesday.title }];
  return (
    <>
      <Box component="nav" aria-label="Menyseksjoner" sx={{ mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {jumps.map(({ id, title }) => (
            <Box component="li" key={id} sx={{ listStyle: 'none' }}>
              <Box component="a" href={`#${id}`} sx={jumpLinkSx}>
                {title}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {menu.sections.map((section) => (
        <MenuSectionCard
          key={section.id}
          id={section.id}
          title={section.title}
          icon={SECTION_ICONS[section.id]}
          items={section.items}
        />
      ))}
      <TuesdayCard tuesday={menu.tuesday} />
    </>
  );
}
