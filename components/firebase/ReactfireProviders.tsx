'use client';
import type { Database } from 'firebase/database';
import type { ReactNode } from 'react';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import type { FirebaseServices } from '@/lib/firebase/client';

/** reactfire's providers over the one app created in lib/firebase/client. */
export default function ReactfireProviders({
  firebase,
  db,
  children,
}: {
  firebase: FirebaseServices;
  db: Database;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>
        <DatabaseProvider sdk={db}>{children}</DatabaseProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
