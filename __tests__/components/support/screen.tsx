// The one way component tests render: renderScreen(ui, { uid, client, session }).
// - `client` (a localdb TestClient): the screen gets reactfire's providers for that client and a
//   screen context, the way DatabaseGate would give them once signed in.
// - `uid` (default: the client's uid): what useUid()/useSession() answer inside this tree, so two
//   phones rendered side by side each keep their own uid (see session.ts).
// - `session`: a whole Session (loading, error, ready with services) for what useSession()
//   answers; with `uid` as well, useUid() still answers that uid (a live screen rendered under a
//   first paint before sign-in has finished).
// flush() lets pending effects and promise callbacks settle where there is no rendered state to
// wait for; where there is, wait for it (findBy*, waitFor) instead.
import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import { evictAll } from '@/components/firebase/liveReads';
import { ScreenProvider } from '@/components/firebase/ScreenContext';
import type { Session } from '@/components/firebase/SessionProvider';
import type { TestClient } from '@/localdb/testing';
import { readySession, TestSessionContext } from './session';

// A real server answers in milliseconds, but a loaded 2-core machine can take seconds; the
// default wait of findBy* (1 s) made these tests fail by timing, not by behaviour. Per test file.
configure({ asyncUtilTimeout: 5000 });

// Live reads are shared by key and outlive their screen for a while (liveReads.ts); a test must
// start from the database, not from what the previous test left in the cache.
afterEach(() => {
  cleanup();
  evictAll();
});

export interface ScreenOptions {
  client?: TestClient;
  uid?: string | null;
  session?: Session;
  /** The provider's sign-in start as this screen sees it (see session.ts). */
  requestStart?: () => Promise<void>;
}

function wrap(ui: ReactElement, opts: ScreenOptions): ReactElement {
  const uid = opts.uid === undefined ? opts.client?.uid : opts.uid;
  const session = opts.session ?? (uid ? readySession(uid) : null);
  const own = session ? { session, uid: uid ?? null, requestStart: opts.requestStart } : null;
  let tree = ui;
  if (opts.client) {
    tree = (
      <FirebaseAppProvider firebaseApp={opts.client.app}>
        <DatabaseProvider sdk={opts.client.db}>
          <ScreenProvider>{tree}</ScreenProvider>
        </DatabaseProvider>
      </FirebaseAppProvider>
    );
  }
  return own ? <TestSessionContext.Provider value={own}>{tree}</TestSessionContext.Provider> : tree;
}

/** What render() returns; rerender wraps the new element the same way (or with new options). */
export type Screen = Omit<RenderResult, 'rerender'> & { rerender: (ui: ReactElement, opts?: ScreenOptions) => void };

export function renderScreen(ui: ReactElement, opts: ScreenOptions = {}): Screen {
  const view = render(wrap(ui, opts));
  return { ...view, rerender: (next, nextOpts = opts) => view.rerender(wrap(next, nextOpts)) };
}

/** Lets effects, microtasks and a few promise hops settle inside act(). */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => {});
}
