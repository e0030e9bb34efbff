'use client';
import { useMemo, useState } from 'react';
import BrandTile from '@/components/ui/BrandTile';
import EmptyState from '@/components/ui/EmptyState';
import SearchField from '@/components/ui/SearchField';
import type { Tile } from '@/content/tiles';
import { filterItems } from '@/lib/search/filter';
import styles from './LogoTiles.module.css';

/** The logo-tile page: a search field over a coloured backdrop holding the tile grid. */
export default function LogoTiles({ tiles }: { tiles: Tile[] }) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterItems(tiles, query), [tiles, query]);

  return (
    <>
      <SearchField value={query} onChange={setQuery} label="Søk etter en tjeneste" />
      <div data-testid="tile-backdrop" className={styles.backdrop}>
        {visible.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.grid}>
            {visible.map((tile) => (
              <li key={tile.id}>
                <BrandTile brand={tile} variant={tile.style} square />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
