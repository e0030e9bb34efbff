import type { ReactNode } from 'react';
import styles from './Placeholder.module.css';
import Page from './Page';

/** A screen that is deliberately empty for now (the owner's placeholders). */
export default function Placeholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <div className={styles.paper}>
        <p>{children}</p>
      </div>
    </Page>
  );
}
