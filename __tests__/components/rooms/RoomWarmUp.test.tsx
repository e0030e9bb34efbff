/**
 * A room page joins a public room the moment sign-in is done, before its live screen has run
 * (RoomFirstPaint's `roomGame`, lib/rooms/warmUp.ts): against a real localdb with the portal's
 * rules, through the real SDK. The live screen here is a stand-in that does nothing, so whatever
 * reaches the database comes from the page itself.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor } from '@testing-library/react';
jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import type { Session } from '@/components/firebase/SessionProvider';
import ProostSnapshot from '@/features/proost/components/ProostSnapshot';
import { proostGame } from '@/features/proost/lib/data';
import { proostSnapshot } from '@/features/proost/snapshot';
import { createRoom } from '@/lib/rooms/data';
import { SNAPSHOT_GLOBAL, type SnapshotOutcome } from '@/lib/rooms/snapshot';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { flush, renderScreen } from '../support/screen';

function Live() {
  return <p>live screen</p>;
}

describe('a room page warms its room up (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('warmup', { users: ['creator', 'guest'] });
  let n = 0;

  async function room(password?: string) {
    const code = `Warm${++n}`;
    await db.seed('/rate', null);
    await createRoom(db.clients.creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: !!password, password: password ?? '' });
    return code;
  }

  /** The page as the inline script leaves it, and the guest signed in on the real client. */
  function open(code: string, outcome: SnapshotOutcome, roomGame?: 'proost') {
    window.history.replaceState(null, '', `/proost/${code}/`);
    (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: `proost/${code}`, id: code, outcome: Promise.resolve(outcome) };
    return renderScreen(<RoomFirstPaint roomGame={roomGame} source={proostSnapshot} snapshot={ProostSnapshot} live={Live} />, signedIn());
  }

  /** The guest's session on the real client; each call a new object, as a provider's re-render makes. */
  const signedIn = () => ({
    session: { status: 'ready', uid: 'guest', firebase: { database: () => Promise.resolve(db.clients.guest.db) } } as unknown as Session,
    uid: 'guest',
  });

  const membership = (code: string) => db.readAsOwner(`/members/proost/${code}/guest`);

  it('joins a public room once signed in, with no screen of its own asking', async () => {
    const code = await room();
    const { unmount } = open(code, { status: 'value', value: { settings: { name: 'Fest', private: false } }, also: null }, 'proost');
    expect(await screen.findByText('live screen')).toBeInTheDocument();
    await waitFor(async () => expect(await membership(code)).toBe(true));
    unmount();
  });

  it('asks nothing of a private room (its wall waits for a password) and nothing on a page that is not a room game', async () => {
    const closed = await room('hemmelig');
    const wall = open(closed, { status: 'refused' }, 'proost');
    expect(await screen.findByText('live screen')).toBeInTheDocument();
    const open2 = await room();
    wall.unmount();
    const other = open(open2, { status: 'value', value: { settings: { name: 'Fest', private: false } }, also: null });
    expect(await screen.findByText('live screen')).toBeInTheDocument();
    await flush(20);
    expect(await membership(closed)).toBeNull();
    expect(await membership(open2)).toBeNull();
    other.unmount();
  });

  it('does not join again on the same page: a member removed while here stays out', async () => {
    const code = await room();
    const page = open(code, { status: 'value', value: { settings: { name: 'Fest', private: false } }, also: null }, 'proost');
    await waitFor(async () => expect(await membership(code)).toBe(true));
    await db.seed(`/members/proost/${code}/guest`, null);
    // The page renders again (the same screen, a new session object): no second join.
    page.rerender(<RoomFirstPaint roomGame="proost" source={proostSnapshot} snapshot={ProostSnapshot} live={Live} />, signedIn());
    await flush(20);
    expect(await membership(code)).toBeNull();
    page.unmount();
  });
});
