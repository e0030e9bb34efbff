'use client';
import type { Database } from 'firebase/database';
import type { ReactNode } from 'react';
import { DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import type { FirebaseServices } from '@/lib/firebase/client';

/** Lets the export find this module's chunks for a room link's early downloads (lib/firebase/sessionCode.mjs). */
export const SESSION_CODE_MARK = 'portalen-session-code:providers';

/**
 * reactfire's providers over the one app created in lib/firebase/client. No AuthProvider: the
 * uid comes from the session (useUid), so there is one source of truth for who is signed in.
 */
export default function ReactfireProviders({
  firebase,
  db,
  children,
}: {
  firebase: FirebaseServices;
  db: Database;
  children: ReactNode;
  /** What the gate shows while this chunk loads (read by lazyPart, not here). */
  fallback?: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <DatabaseProvider sdk={db}>{children}</DatabaseProvider>
    </FirebaseAppProvider>
  );
}
