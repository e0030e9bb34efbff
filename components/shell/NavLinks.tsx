'use client';
import { usePathname } from 'next/navigation';
import IntentLink from '@/components/ui/IntentLink';
import type { NavLink } from '@/lib/routes/manifest';
import styles from './NavBar.module.css';


function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname.startsWith(href.replace(/\/$/, ''));
}

/** The brand and the links NavBar passes (the registry's room games, lib/routes/apps.ts NAV_LINKS). */
export default function NavLinks({ links }: { links: readonly NavLink[] }) {
  const pathname = usePathname() ?? '/';
  return (
    <>
      <IntentLink href="/" className={styles.brand}>
        Portalen
      </IntentLink>
      <nav aria-label="Hovedmeny" className={styles.nav}>
        {links.map((link) => (
          <IntentLink
            key={link.href}
            href={link.href}
            className={styles.link}
            aria-current={isActive(pathname, link.href) ? 'page' : undefined}
          >
            {link.label}
            {link.beta ? <span className={styles.beta}>beta</span> : null}
          </IntentLink>
        ))}
      </nav>
    </>
  );
}
