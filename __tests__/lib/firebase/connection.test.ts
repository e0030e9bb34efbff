import type { Database, DataSnapshot } from 'firebase/database';
import { getConnectivity } from '@/lib/browser/connectivity';
import { HIDDEN_RECONNECT_MS, keepConnected, type ConnectionSdk } from '@/lib/firebase/connection';

/** An SDK double that records reconnects and lets the test say whether the socket is up. */
function fakeSdk() {
  let emit: (connected: boolean) => void = () => {};
  const calls: string[] = [];
  const sdk: ConnectionSdk = {
    ref: (_db, path) => ({ path }) as never,
    onValue: (query, callback) => {
      expect((query as unknown as { path: string }).path).toBe('.info/connected');
      emit = (connected) => callback({ val: () => connected } as DataSnapshot);
      return () => calls.push('unsubscribed');
    },
    goOffline: () => calls.push('goOffline'),
    goOnline: () => calls.push('goOnline'),
  };
  return { sdk, calls, emit: (connected: boolean) => emit(connected) };
}

function fakePage() {
  let clock = 0;
  let visibility: DocumentVisibilityState = 'visible';
  const win = new EventTarget();
  const doc = new EventTarget();
  Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
  return {
    env: { window: win as never, document: doc as never, now: () => clock },
    tick: (ms: number) => {
      clock += ms;
    },
    setVisibility: (next: DocumentVisibilityState) => {
      visibility = next;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    online: () => win.dispatchEvent(new Event('online')),
  };
}

const db = {} as Database;

describe('keepConnected', () => {
  it('reconnects at once when the phone is back online, keeping the back-off out of the way', () => {
    const { sdk, calls, emit } = fakeSdk();
    const page = fakePage();
    const stop = keepConnected(db, sdk, page.env);
    emit(true);
    emit(false);
    page.online();
    expect(calls).toEqual(['goOffline', 'goOnline']);
    stop();
  });

  it('reports .info/connected to the shell, and forgets it when stopped', () => {
    const { sdk, emit } = fakeSdk();
    const page = fakePage();
    const stop = keepConnected(db, sdk, page.env);
    emit(false);
    expect(getConnectivity().databaseConnected).toBe(false);
    emit(true);
    expect(getConnectivity().databaseConnected).toBe(true);
    stop();
    expect(getConnectivity().databaseConnected).toBeNull();
  });

  it('a screen back in view reconnects when the connection is down or the phone was away long', () => {
    const { sdk, calls, emit } = fakeSdk();
    const page = fakePage();
    const stop = keepConnected(db, sdk, page.env);
    emit(true);
    // A glance away and back while connected: nothing to do.
    page.setVisibility('hidden');
    page.tick(2_000);
    page.setVisibility('visible');
    expect(calls).toEqual([]);
    // A locked minute: the socket may have died without a word.
    page.setVisibility('hidden');
    page.tick(HIDDEN_RECONNECT_MS + 40_000);
    page.setVisibility('visible');
    expect(calls).toEqual(['goOffline', 'goOnline']);
    // Back in view with the connection down: reconnect even after a short time.
    emit(false);
    page.setVisibility('hidden');
    page.tick(1_000);
    page.setVisibility('visible');
    expect(calls).toEqual(['goOffline', 'goOnline', 'goOffline', 'goOnline']);
    stop();
    page.online();
    expect(calls.filter((c) => c === 'goOnline')).toHaveLength(2);
  });
});
