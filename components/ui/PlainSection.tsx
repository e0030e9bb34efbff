import type { ReactNode } from 'react';
import styles from './PlainForm.module.css';

/** A titled box of plain elements (a lobby's or the party start page's forms and lists). */
export default function PlainSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.box}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
