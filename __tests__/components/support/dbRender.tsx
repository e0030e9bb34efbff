// Renders a database screen's parts against a real localdb client, the way DatabaseGate would
// once signed in: reactfire's providers and a screen context. The test file mocks useUid
// (jest.mock('@/components/firebase/SessionProvider', …)) to the client's uid.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import { ScreenProvider } from '@/components/firebase/ScreenContext';
import type { TestClient } from '@/localdb/testing';

export function renderWithDb(client: TestClient, ui: ReactElement) {
  return render(
    <FirebaseAppProvider firebaseApp={client.app}>
      <DatabaseProvider sdk={client.db}>
        <ScreenProvider>{ui}</ScreenProvider>
      </DatabaseProvider>
    </FirebaseAppProvider>,
  );
}
