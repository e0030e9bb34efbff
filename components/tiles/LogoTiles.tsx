'use client';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import BrandTile from '@/components/ui/BrandTile';
import EmptyState from '@/components/ui/EmptyState';
import SearchField from '@/components/ui/SearchField';
import type { Tile } from '@/content/tiles';
import { filterItems } from '@/lib/search/filter';

/** The logo-tile page: a search field over a coloured backdrop holding the tile grid. */
export default function LogoTiles({ tiles }: { tiles: Tile[] }) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterItems(tiles, query), [tiles, query]);

  return (
    <>
      <SearchField value={query} onChange={setQuery} label="Søk etter en tjeneste" />
      <Box
        data-testid="tile-backdrop"
        sx={(theme) => ({
          position: 'relative',
          borderRadius: 3,
          p: { xs: 1.5, sm: 2.5 },
          overflow: 'hidden',
          background:
            'radial-gradient(120% 80% at 0% 0%, #ffd6e7 0%, transparent 55%), radial-gradient(120% 90% at 100% 100%, #c9e4ff 0%, transparent 60%), linear-gradient(160deg, #f3e8ff 0%, #e0f2fe 100%)',
          ...theme.applyStyles('dark', {
            background:
              'radial-gradient(120% 80% at 0% 0%, #4a1d3a 0%, transparent 55%), radial-gradient(120% 90% at 100% 100%, #12315a 0%, transparent 60%), linear-gradient(160deg, #1d1533 0%, #0b1a2b 100%)',
          }),
        })}
      >
        {visible.length === 0 ? (
          <EmptyState />
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
              gap: { xs: 1.25, sm: 2 },
              p: 0,
              m: 0,
            }}
          >
            {visible.map((tile) => (
              <Box component="li" key={tile.id} sx={{ listStyle: 'none', display: 'grid' }}>
                <BrandTile brand={tile} variant={tile.style} square />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
