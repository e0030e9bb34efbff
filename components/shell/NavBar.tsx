import styles from './NavBar.module.css';
import type { NavLink } from '@/lib/routes/manifest';
import NavLinks from './NavLinks';
import UserId from './UserId';

/**
 * The app bar of every page. Server-rendered; only the links and the uid hydrate. `links`: the
 * registry's (navLinks), which the root layout passes, as shared code never imports the registry.
 */
export default function NavBar({ links }: { links: readonly NavLink[] }) {
  return (
    <header className={styles.bar}>
      <NavLinks links={links} />
      <UserId />
    </header>
  );
}
