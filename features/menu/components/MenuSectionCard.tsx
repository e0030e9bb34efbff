import { Fragment, type ReactNode } from 'react';
import type { MenuItem } from '@/content/menu';
import styles from './Menu.module.css';
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
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHead}>
        {icon}
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      <div className={styles.card}>
        <ul className={styles.list}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 ? <li aria-hidden="true" className={styles.divider} /> : null}
              <MenuItemRow item={item} />
            </Fragment>
          ))}
        </ul>
      </div>
    </section>
  );
}
