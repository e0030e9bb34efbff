import type { ReactNode } from 'react';
import styles from './Notice.module.css';
import Page from './Page';

/** A screen whose app has not been built yet, inside the shell. */
export default function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page title={title}>
      <div className={styles.info} role="note">
        <div className={styles.icon}>
          {/* Material's "info outlined" glyph. */}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M11 9h2V7h-2m1 13c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-18A10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10A10 10 0 0 0 12 2m-1 15h2v-6h-2v6z" />
          </svg>
        </div>
        <div className={styles.message}>
          <div className={styles.title}>Kommer snart</div>
          {children ?? 'Denne delen av Portalen er under arbeid. Kom tilbake senere!'}
        </div>
      </div>
    </Page>
  );
}
