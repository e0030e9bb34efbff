import type { Menu } from '@/content/menu';
import styles from './Menu.module.css';
import MenuIcon from './MenuIcon';
import MenuItemRow from './MenuItemRow';

/** The soup card, set apart from the rest of the menu. */
export default function TuesdayCard({ tuesday }: { tuesday: Menu['tuesday'] }) {
  const headingId = `${tuesday.id}-heading`;
  return (
    <section id={tuesday.id} aria-labelledby={headingId} className={styles.tuesday}>
      <div className={styles.tuesdayHead}>
        <div className={styles.badge}>
          <MenuIcon glyph="soup" />
        </div>
        <div>
          <h2 id={headingId} className={styles.tuesdayTitle}>
            {tuesday.title}
          </h2>
          <p className={styles.note}>{tuesday.note}</p>
        </div>
      </div>
      <ul className={styles.list}>
        <MenuItemRow item={tuesday.item} />
      </ul>
    </section>
  );
}
