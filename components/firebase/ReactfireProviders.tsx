'use client';
import type { ReactNode } from 'react';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import type { FirebaseServices } from '@/lib/firebase/client';

/** reactfire's providers over the one app created in lib/firebase/client. */
export default function ReactfireProviders({
  firebase,
  children,
}: {
  firebase: FirebaseServices;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>
        <DatabaseProvider sdk={firebase.db}>{children}</DatabaseProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
