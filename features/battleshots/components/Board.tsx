'use client';
import { memo } from 'react';
import { cellKey, GRID_SIZE, ROW_LABELS } from '@/features/battleshots/lib/grid';
import type { CellView } from '@/features/battleshots/lib/view';
import styles from './Board.module.css';

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

/** The 10×10 grid with rows A–J and columns 1–10 (Board.module.css). */
function Board({ label, cells, onTap, canTap, compact = false }: Props) {
  const interactive = onTap !== undefined;
  return (
    <div
      role={interactive ? 'group' : 'img'}
      aria-label={interactive ? label : `${label}: ${summary(cells)}`}
      data-testid={`board-${label}`}
      className={`${styles.board}${compact ? ` ${styles.compact}` : ''}${interactive ? ` ${styles.interactive}` : ''}`}
    >
      <span className={styles.label} aria-hidden />
      {INDEXES.map((col) => (
        <span key={`c${col}`} className={styles.label} aria-hidden>
          {col + 1}
        </span>
      ))}
      {INDEXES.map((row) => [
        <span key={`r${row}`} className={styles.label} aria-hidden>
          {ROW_LABELS[row]}
        </span>,
        ...INDEXES.map((col) => {
          const key = cellKey(row, col);
          const view = cells.get(key) ?? 'water';
          if (!interactive) {
            return (
              <span key={key} className={styles.cell} data-view={view} aria-hidden>
                {SYMBOL[view]}
              </span>
            );
          }
          const spoken = SPOKEN[view];
          return (
            <button
              key={key}
              type="button"
              className={styles.cell}
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
    </div>
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
