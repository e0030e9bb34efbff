import styles from './NavBar.module.css';
import { NAV_LINKS } from '@/lib/routes/apps';
import NavLinks from './NavLinks';
import UserId from './UserId';

/** The app bar of every page. Server-rendered; only the links and the uid hydrate. */
export default function NavBar() {
  return (
    <header className={styles.bar}>
      <NavLinks links={NAV_LINKS} />
      <UserId />
    </header>
  );
}
