import type { ReactNode } from 'react';
import HydrateApart from './HydrateApart';
import styles from './Page.module.css';

type PageProps = {
  title: string;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** Wider pages (tables, dashboards) may use 'md' or 'lg'; phones see the same either way. */
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
};

/**
 * The common frame of every screen: one h1 and the content below it, phone first. The content
 * hydrates apart from the shell.
 */
export default function Page({ title, subtitle, maxWidth = 'sm', children }: PageProps) {
  return (
    <main className={`${styles.main} ${styles[maxWidth]}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <HydrateApart>{children}</HydrateApart>
    </main>
  );
}

/** A section heading under the page title (h2). */
export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 className={styles.heading} id={id}>
      {children}
    </h2>
  );
}
