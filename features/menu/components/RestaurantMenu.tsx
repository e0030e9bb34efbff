import type { ReactNode } from 'react';
import HydrateApart from '@/components/ui/HydrateApart';
import type { Menu, MenuSectionId } from '@/content/menu';
import styles from './Menu.module.css';
import MenuIcon from './MenuIcon';
import MenuSectionCard from './MenuSectionCard';
import TuesdayCard from './TuesdayCard';

const SECTION_ICONS: Record<MenuSectionId, ReactNode> = {
  cocktails: <MenuIcon glyph="bar" />,
  starters: <MenuIcon glyph="lunch" />,
  mains: <MenuIcon glyph="restaurant" />,
};

/**
 * The whole menu, rendered on the server from plain elements: jump links, one card per section
 * and the Tuesday soup card. No client-side state and nothing to hydrate.
 */
export default function RestaurantMenu({ menu }: { menu: Menu }) {
  const jumps = [...menu.sections.map(({ id, title }) => ({ id, title })), { id: menu.tuesday.id, title: menu.tuesday.title }];
  return (
    <>
      <nav aria-label="Menyseksjoner" className={styles.jumps}>
        <ul>
          {jumps.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.jump}>
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Each card hydrates apart: the long menu would otherwise be one long task. */}
      {menu.sections.map((section) => (
        <HydrateApart key={section.id}>
          <MenuSectionCard id={section.id} title={section.title} icon={SECTION_ICONS[section.id]} items={section.items} />
        </HydrateApart>
      ))}
      <HydrateApart>
        <TuesdayCard tuesday={menu.tuesday} />
      </HydrateApart>
    </>
  );
}
