'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import IntentLink from '@/components/ui/IntentLink';
import type { NavLink } from '@/lib/routes/manifest';
import styles from './NavBar.module.css';


function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname.startsWith(href.replace(/\/$/, ''));
}

/** The brand and the links NavBar passes (the registry's, navLinks in lib/routes/manifest.ts, given by the root layout). */
export default function NavLinks({ links }: { links: readonly NavLink[] }) {
  const pathname = usePathname() ?? '/';
  const nav = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways (NavBar.module.css): bring the current one into view.
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    const end = current.offsetLeft - bar.offsetLeft + current.offsetWidth;
    if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth + 24;
  }, [pathname]);
  return (
    <>
      <IntentLink href="/" className={styles.brand}>
        Portalen
      </IntentLink>
      <nav ref={nav} aria-label="Hovedmeny" className={styles.nav}>
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
