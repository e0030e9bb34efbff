'use client';
import { useSession } from '@/components/firebase/SessionProvider';
import styles from './NavBar.module.css';

/** The visitor's anonymous uid, once signed in (it may appear a moment after the page). */
export default function UserId() {
  const session = useSession();
  return (
    <div className={styles.user}>
      <span>Bruker:</span>
      {session.status === 'ready' ? (
        <span className={styles.uid} data-testid="user-id" title={session.uid}>
          {session.uid}
        </span>
      ) : session.status === 'error' ? (
        <span>ikke innlogget</span>
      ) : (
        <span className={styles.pending} aria-label="Logger inn" role="status" />
      )}
    </div>
  );
}
