'use client';
import type { ReactNode } from 'react';
import EmptyState from '@/components/ui/EmptyState';
import { groupByCategory } from '@/features/fridge/lib/group';
import type { Category } from '@/features/fridge/lib/fridge';
import type { StockAction, StockItem } from '@/features/fridge/lib/item';
import { ADD_ITEM_TEXT, CLOSE_FORM_TEXT } from './fridgeTexts';
import StockTable from './StockTable';
import styles from './FridgeView.module.css';

/** The fridge's name with the invite button beside it, and its code. */
export function FridgeHeading({ id, name, action }: { id: string; name: string; action: ReactNode }) {
  return (
    <>
      <div className={styles.top}>
        <h2 className={styles.name} data-room-card>
          {name}
        </h2>
        <div className={styles.action}>{action}</div>
      </div>
      <p className={styles.code} data-testid="route-id">
        Kode: {id}
      </p>
    </>
  );
}

/** «Legg til vare», which opens the add form below it (disabled while the live part loads). */
export function AddToggle({ open = false, onToggle, disabled, children }: { open?: boolean; onToggle?: () => void; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className={styles.adder}>
      <button type="button" className={`${styles.toggle} ${open ? styles.open : ''}`} onClick={onToggle} aria-expanded={open} disabled={disabled}>
        {open ? CLOSE_FORM_TEXT : ADD_ITEM_TEXT}
      </button>
      {children}
    </div>
  );
}

type StockGroupsProps = {
  items: StockItem[];
  categories: Category[];
  today: Date;
  /** True while the live part loads: the rows show, their controls wait. */
  disabled: boolean;
  onAction?: (item: StockItem, action: StockAction) => void;
  canEdit?: (item: StockItem) => boolean;
  onEdit?: (item: StockItem) => void;
};

/** The stock in one table per category, or the empty text. */
export function StockGroups({ items, categories, today, ...table }: StockGroupsProps) {
  const groups = groupByCategory(items, categories);
  if (groups.length === 0) return <EmptyState />;
  return groups.map((g) => <StockTable key={g.title} title={g.title} items={g.items} today={today} {...table} />);
}
