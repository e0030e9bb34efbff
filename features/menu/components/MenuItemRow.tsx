import type { MenuItem } from '@/content/menu';
import { formatAddOnPrice, formatPrice } from '@/features/menu/lib/price';
import styles from './Menu.module.css';

/** One dish or drink: title and price on one line, description, choices and add-ons below. */
export default function MenuItemRow({ item }: { item: MenuItem }) {
  const titleId = `item-${item.id}`;
  return (
    <li aria-labelledby={titleId} className={styles.item} data-menu-item={item.id}>
      <div className={styles.titleRow}>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.title}
        </h3>
        <div aria-hidden="true" className={styles.leader} />
        <p className={styles.price}>{formatPrice(item.price)}</p>
      </div>
      <p className={styles.description}>{item.description}</p>
      {item.choice ? (
        <div className={styles.choice}>
          <p className={styles.choiceLabel}>{item.choice.label} (pick one):</p>
          <ul aria-label={item.choice.label} className={styles.options}>
            {item.choice.options.map((option) => (
              <li key={option} className={styles.option}>
                {option}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.addOns?.length ? (
        <ul aria-label={`Add-ons for ${item.title}`} className={styles.addOns}>
          {item.addOns.map((addOn) => (
            <li key={addOn.label} className={styles.addOn}>
              <span>{addOn.label}</span>
              <span className={styles.addOnPrice}>{formatAddOnPrice(addOn.price)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
