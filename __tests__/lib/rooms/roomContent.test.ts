/** @jest-environment node */
// lib/rooms/roomContent.ts through localdb, the real SDK and the real rules: what a member's
// screen receives while its private room moves to a new view key, and when the room is gone.
import { goOffline, goOnline } from 'firebase/database';
import { proostGame, addPlayer } from '@/features/proost/lib/data';
import { createRoom, joinRoom, removeMember } from '@/lib/rooms/data';
import { listenRoomContent } from '@/lib/rooms/roomContent';
import { waitFor } from '../../localdb/helpers';
import { setupRulesDb } from '../../rules/helpers';

describe('a private room read by its view key', () => {
  const rdb = setupRulesDb('room-content', { users: ['host', 'stays', 'goes'] });
  let rooms = 0;

  async function privateRoom(): Promise<string> {
    const code = `Vk${String(++rooms).padStart(3, '0')}`;
    await rdb.seed('rate', null);
    await createRoom(rdb.as('host').db, proostGame, 'host', { code, name: 'Nøkkel', creatorName: 'Kari', private: true, password: 'pass' });
    for (const uid of ['stays', 'goes']) {
      await rdb.seed('room_attempts', null);
      await joinRoom(rdb.as(uid).db, 'proost', code, uid, { private: true }, 'pass');
    }
    return code;
  }

  it('keeps what a member sees while the room moves to a new key, then goes on with it', async () => {
    const code = await privateRoom();
    const seen: unknown[] = [];
    const failures: unknown[] = [];
    const stop = listenRoomContent(rdb.as('stays').db, 'proost', code, (s) => seen.push(s.val()), (e) => failures.push(e));
    await waitFor(() => seen.length > 0);
    await removeMember(rdb.as('host').db, 'proost', code, 'goes', { private: true });
    await addPlayer(rdb.as('host').db, code, 'host', 'Etter Nøkkelbytte');
    await waitFor(() => JSON.stringify(seen).includes('Etter Nøkkelbytte'));
    // Past the grace the screen gives a room that left its key: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 600));
    stop();
    expect(seen).not.toContain(null);
    expect(failures).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ settings: { name: 'Nøkkel' } });
  });

  it('a member offline while another is removed follows the new key when back', async () => {
    const code = await privateRoom();
    const db = rdb.as('stays').db;
    const seen: unknown[] = [];
    const failures: unknown[] = [];
    const stop = listenRoomContent(db, 'proost', code, (s) => seen.push(s.val()), (e) => failures.push(e));
    await waitFor(() => seen.length > 0);
    goOffline(db);
    try {
      await removeMember(rdb.as('host').db, 'proost', code, 'goes', { private: true });
      await addPlayer(rdb.as('host').db, code, 'host', 'Mens Du Var Borte');
    } finally {
      goOnline(db);
    }
    await waitFor(() => JSON.stringify(seen).includes('Mens Du Var Borte'));
    stop();
    expect(seen).not.toContain(null);
    expect(failures).toEqual([]);
  });

  it('says a room is gone when it leaves its key for none, and a removed member is refused', async () => {
    const code = await privateRoom();
    const stays: unknown[] = [];
    const goes = { seen: [] as unknown[], failures: [] as unknown[] };
    const stopStays = listenRoomContent(rdb.as('stays').db, 'proost', code, (s) => stays.push(s.val()), () => undefined);
    const stopGoes = listenRoomContent(rdb.as('goes').db, 'proost', code, (s) => goes.seen.push(s.val()), (e) => goes.failures.push(e));
    await waitFor(() => stays.length > 0 && goes.seen.length > 0);
    await removeMember(rdb.as('host').db, 'proost', code, 'goes', { private: true });
    await waitFor(() => goes.failures.length > 0);
    expect(String(goes.failures[0])).toMatch(/permission/i);
    expect(goes.seen).not.toContain(null);
    await rdb.seed(`proost/${code}`, null);
    await waitFor(() => stays.at(-1) === null);
    stopStays();
    stopGoes();
  });
});
