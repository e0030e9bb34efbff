import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { MenuItem } from '@/content/menu';
import MenuItemRow from './MenuItemRow';

type MenuSectionCardProps = {
  id: string;
  title: string;
  icon: ReactNode;
  items: MenuItem[];
};

/** A titled card holding a list of menu items. */
export default function MenuSectionCard({ id, title, icon, items }: MenuSectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 72, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
        {icon}
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontSize: '1.3rem', fontWeight: 800, letterSpacing: '0.02em', color: 'text.primary' }}
        >
          {title}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ px: 2, py: 0.25, borderRadius: 2 }}>
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 ? <Divider component="li" aria-hidden="true" sx={{ listStyle: 'none' }} /> : null}
              <MenuItemRow item={item} />
            </Fragment>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
