'use client';
import { usePathname } from 'next/navigation';
import IntentLink from '@/components/ui/IntentLink';
import styles from './NavBar.module.css';

const links = [
  { href: '/', label: 'Hjem', beta: false },
  { href: '/proost/', label: 'Proost', beta: true },
];

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname.startsWith(href.replace(/\/$/, ''));
}

export default function NavLinks() {
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
