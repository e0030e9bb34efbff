'use client';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import BrandTile from '@/components/ui/BrandTile';
import EmptyState from '@/components/ui/EmptyState';
import SearchField from '@/components/ui/SearchField';
import type { LinkGroup, LinkGroupId } from '@/content/links';
import { filterGroups } from '@/lib/search/filter';

const GROUP_ICONS: Record<LinkGroupId, ReactNode> = {
  verktoy: <BuildOutlined fontSize="small" aria-hidden="true" />,
  sosialt: <ForumOutlined fontSize="small" aria-hidden="true" />,
  tv: <LiveTvOutlined fontSize="small" aria-hidden="true" />,
  bank: <AccountBalanceOutlined fontSize="small" aria-hidden="true" />,
};

/** The family link dashboard: a search field and the link groups as tile grids. */
export default function LinkDashboard({ groups }: { groups: LinkGroup[] }) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterGroups(groups, query), [groups, query]);

  return (
    <>
      <SearchField value={query} onChange={setQuery} label="Søk etter en side" />
      {visible.length === 0 ? <EmptyState /> : null}
      {visible.map((group) => {
        const headingId = `links-${group.id}`;
        return (
          <Box component="section" key={group.id} aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.25, color: 'primary.main' }}>
              {GROUP_ICONS[group.id]}
              <Typography
                id={headingId}
                component="h2"
                sx={{ fontSize: '1.15rem', fontWeight: 700, color: 'text.primary' }}
              >
                {group.title}
              </Typography>
            </Box>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
                gap: 1.25,
                p: 0,
                m: 0,
              }}
            >
              {group.items.map((item) => (
                <Box component="li" key={item.id} sx={{ listStyle: 'none', display: 'grid' }}>
                  <BrandTile brand={item} variant="badge" />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
