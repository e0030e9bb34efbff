'use client';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { cellKey, GRID_SIZE, ROW_LABELS } from '@/features/battleshots/lib/grid';
import type { CellView } from '@/features/battleshots/lib/view';

const SYMBOL: Record<CellView, string> = { water: '', ship: '', miss: '•', hit: '✕', sunk: '✕', pending: '?' };
const SPOKEN: Record<CellView, string> = { water: '', ship: 'skip', miss: 'bom', hit: 'treff', sunk: 'senket', pending: 'venter på svar' };

const INDEXES = Array.from({ length: GRID_SIZE }, (_, i) => i);

type Props = {
  /** Names the board for screen readers and tests: «Motstanderens hav». */
  label: string;
  cells: ReadonlyMap<string, CellView>;
  /** Makes the cells buttons; a board without it is a picture. */
  onTap?: (row: number, col: number) => void;
  /** Cells that may be tapped now (all when omitted). */
  canTap?: (key: string) => boolean;
  compact?: boolean;
};

/**
 * The 10×10 grid with rows A–J and columns 1–10. Cells are plain elements styled by one rule
 * set on the grid (not one styled component each), so 121 cells stay cheap on a slow phone.
 */
function Board({ label, cells, onTap, canTap, compact = false }: Props) {
  const interactive = onTap !== undefined;
  return (
    <Box
      role={interactive ? 'group' : 'img'}
      aria-label={interactive ? label : `${label}: ${summary(cells)}`}
      data-testid={`board-${label}`}
      sx={(theme) => ({
        // The sea's colours as variables, so the dark scheme (lib/theme.ts: chosen by
        // prefers-color-scheme, docs/design.md) swaps them in one place.
        '--sea': '#b9dcf2',
        '--sea-miss': '#dcecf7',
        '--sea-ink': '#0a3d62',
        '--sea-ship': '#50606f',
        '--sea-sunk': '#7f1010',
        ...theme.applyStyles('dark', {
          '--sea': '#1d4a6b',
          '--sea-miss': '#0f2a3f',
          '--sea-ink': '#a9d4f5',
          '--sea-ship': '#8696a6',
          '--sea-sunk': '#9c1c1c',
        }),
        display: 'grid',
        // A phone's board fills the width it has: narrow labels and hairline gaps leave the
        // cells about 35 px at 390 px (docs/battleshots.md «On the phone»).
        gridTemplateColumns: `${compact ? 1.25 : 0.875}rem repeat(${GRID_SIZE}, minmax(0, 1fr))`,
        gap: compact ? '2px' : { xs: '1px', sm: '2px' },
        width: interactive ? { xs: 'calc(100% + 16px)', sm: '100%' } : '100%',
        maxWidth: compact ? 300 : { xs: 'none', sm: 440 },
        mx: interactive ? { xs: -1, sm: 'auto' } : 'auto',
        userSelect: 'none',
        '& .lbl': {
          display: 'grid',
          placeItems: 'center',
          fontSize: compact ? '0.65rem' : '0.75rem',
          fontWeight: 700,
          color: 'text.secondary',
        },
        '& .cell': {
          aspectRatio: '1',
          minWidth: 0,
          border: 0,
          p: 0,
          borderRadius: '3px',
          display: 'grid',
          placeItems: 'center',
          fontSize: compact ? '0.8rem' : '1.05rem',
          fontWeight: 900,
          lineHeight: 1,
          color: '#fff',
          bgcolor: 'var(--sea)',
          font: 'inherit',
        },
        '& button.cell': { cursor: 'pointer', touchAction: 'manipulation' },
        '& button.cell:disabled': { cursor: 'default' },
        '& button.cell:focus-visible': { outline: '3px solid var(--sea-ink)', outlineOffset: '1px' },
        '& .cell[data-view="ship"]': { bgcolor: 'var(--sea-ship)' },
        '& .cell[data-view="miss"]': { color: 'var(--sea-ink)', bgcolor: 'var(--sea-miss)' },
        '& .cell[data-view="hit"]': { bgcolor: '#d32f2f' },
        '& .cell[data-view="sunk"]': { bgcolor: 'var(--sea-sunk)' },
        '& .cell[data-view="pending"]': { bgcolor: '#f9a825', color: '#222' },
      })}
    >
      <span className="lbl" aria-hidden />
      {INDEXES.map((col) => (
        <span key={`c${col}`} className="lbl" aria-hidden>
          {col + 1}
        </span>
      ))}
      {INDEXES.map((row) => [
        <span key={`r${row}`} className="lbl" aria-hidden>
          {ROW_LABELS[row]}
        </span>,
        ...INDEXES.map((col) => {
          const key = cellKey(row, col);
          const view = cells.get(key) ?? 'water';
          if (!interactive) {
            return (
              <span key={key} className="cell" data-view={view} aria-hidden>
                {SYMBOL[view]}
              </span>
            );
          }
          const spoken = SPOKEN[view];
          return (
            <button
              key={key}
              type="button"
              className="cell"
              data-view={view}
              aria-label={spoken ? `${key}, ${spoken}` : key}
              disabled={canTap ? !canTap(key) : false}
              onClick={() => onTap(row, col)}
            >
              {SYMBOL[view]}
            </button>
          );
        }),
      ])}
    </Box>
  );
}

function summary(cells: ReadonlyMap<string, CellView>): string {
  let hits = 0;
  let misses = 0;
  for (const view of cells.values()) {
    if (view === 'hit' || view === 'sunk') hits++;
    else if (view === 'miss') misses++;
  }
  return `${hits} treff, ${misses} bom`;
}

export default memo(Board);
