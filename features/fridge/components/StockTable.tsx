'use client';
import { expiryText, formatDay, rowColour } from '@/features/fridge/lib/expiry';
import type { StockAction, StockItem } from '@/features/fridge/lib/item';
import { MinusIcon, PencilIcon, PlusIcon } from './fridgeIcons';
import { STOCK_TEXTS } from './fridgeTexts';
import styles from './StockTable.module.css';

/**
 * One category's items; colour by availability and expiry, taps go to `onAction`. Plain elements:
 * the fridge's first paint (disabled, from the REST snapshot) and the live screen draw this table.
 */
export default function StockTable({
  title,
  items,
  today,
  disabled,
  onAction,
  canEdit = () => false,
  onEdit,
}: {
  title: string;
  items: StockItem[];
  today: Date;
  disabled: boolean;
  onAction?: (item: StockItem, action: StockAction) => void;
  /** Whether this visitor may edit or delete the item (its author or the fridge's creator). */
  canEdit?: (item: StockItem) => boolean;
  onEdit?: (item: StockItem) => void;
}) {
  return (
    <section aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{STOCK_TEXTS.item}</th>
            <th scope="col" className={styles.right}>
              {STOCK_TEXTS.quantity}
            </th>
            <th scope="col" className={styles.center}>
              {STOCK_TEXTS.has}
            </th>
            <th scope="col" className={styles.center}>
              {STOCK_TEXTS.change}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const colour = rowColour(item, today);
            return (
              <tr key={item.key} data-testid="stock-row" data-colour={colour} className={styles[colour]}>
                <td>
                  <p className={styles.name}>
                    {item.name}
                    {onEdit && canEdit(item) ? (
                      <button type="button" className={`${styles.iconButton} ${styles.edit}`} aria-label={`${STOCK_TEXTS.change} ${item.name}`} onClick={() => onEdit(item)}>
                        <PencilIcon />
                      </button>
                    ) : null}
                  </p>
                  <p className={`${styles.caption} ${styles.muted}`}>
                    {[item.shelf ? `${STOCK_TEXTS.shelf} ${item.shelf}` : null, item.expirationDate ? `${STOCK_TEXTS.bestBefore} ${formatDay(item.expirationDate)}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className={`${styles.caption} ${colour === 'green' ? '' : styles.strong}`}>
                    {item.available ? expiryText(item.expirationDate, today) : STOCK_TEXTS.none}
                  </p>
                </td>
                <td className={styles.right} data-testid="quantity">
                  {item.quantity} {item.quantityType}
                </td>
                <td className={styles.center}>
                  <span className={styles.switch}>
                    <input
                      type="checkbox"
                      role="switch"
                      className={styles.switchInput}
                      checked={item.available}
                      disabled={disabled}
                      onChange={(e) => onAction?.(item, e.target.checked ? 'available' : 'unavailable')}
                      aria-label={`${item.name} ${STOCK_TEXTS.available}`}
                    />
                    <span className={styles.track} aria-hidden />
                    <span className={styles.thumb} aria-hidden />
                  </span>
                </td>
                <td className={styles.center}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={`${STOCK_TEXTS.removeOne} ${item.name}`}
                    onClick={() => onAction?.(item, 'remove')}
                    disabled={disabled || item.quantity === 0}
                  >
                    <MinusIcon />
                  </button>
                  <button type="button" className={styles.iconButton} aria-label={`${STOCK_TEXTS.addOne} ${item.name}`} onClick={() => onAction?.(item, 'add')} disabled={disabled}>
                    <PlusIcon />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
