// Renders a database screen's parts against a real localdb client, the way DatabaseGate would
// once signed in: reactfire's providers and a screen context. The test file mocks useUid
// (jest.mock('@/components/firebase/SessionProvider', …)) to the client's uid.
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import { evictAll } from '@/components/firebase/liveReads';
import { ScreenProvider } from '@/components/firebase/ScreenContext';
import type { TestClient } from '@/localdb/testing';

// A real server answers in milliseconds, but a loaded 2-core machine can take seconds; the
// default wait of findBy* (1 s) made these tests fail by timing, not by behaviour. Per test file.
configure({ asyncUtilTimeout: 5000 });

// Live reads are shared by key and outlive their screen for a while (liveReads.ts); a test must
// start from the database, not from what the previous test left in the cache.
afterEach(() => {
  cleanup();
  evictAll();
});

export function renderWithDb(client: TestClient, ui: ReactElement) {
  return render(
    <FirebaseAppProvider firebaseApp={client.app}>
      <DatabaseProvider sdk={client.db}>
        <ScreenProvider>{ui}</ScreenProvider>
      </DatabaseProvider>
    </FirebaseAppProvider>,
  );
}
