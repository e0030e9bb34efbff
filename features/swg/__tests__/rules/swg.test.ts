/** @jest-environment node */
import { get, push, ref, serverTimestamp, set, update } from 'firebase/database';
import { addPlayer, changePlayer, CANNOT_UNDO_TEXT, setGameActive, undo } from '@/features/swg/lib/data';
import { mapHistoryEntry, newPlayer, type HistoryEntry } from '@/features/swg/lib/game';
import type { TestClient } from '@/localdb/testing';
import { expectDenied, setupRulesDb, type RulesDb } from '@/__tests__/rules/helpers';

const CODE = 'swg-kode';

async function history(rdb: RulesDb): Promise<HistoryEntry[]> {
  const raw = ((await rdb.readAsOwner('/swg/history')) ?? {}) as Record<string, unknown>;
  return Object.entries(raw)
    .map(([key, value]) => mapHistoryEntry(key, value))
    .filter((entry): entry is HistoryEntry => entry !== null)
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

describe('rules: survival game (swg)', () => {
  const rdb = setupRulesDb('swg', { users: ['a1', 'a2', 'guest'], defaultUsers: false });
  let admin1: TestClient;
  let admin2: TestClient;
  let guest: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [admin1, admin2, guest] = ['a1', 'a2', 'guest'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });
  // The SDK logs every refused write as a warning; the assertions check them.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());
  beforeEach(async () => {
    await rdb.seed('/', {
      secrets: { admin_codes: { swg: CODE, site: 'site-kode' } },
      // a2 proved the code; the guest proved the site code, which is not the swg one.
      admins: { swg: { a1: CODE, a2: CODE }, site: { guest: 'site-kode' } },
      swg: { game_active: false, players: { '001': newPlayer('001', 'Ola'), '002': newPlayer('002', 'Kari') } },
    });
  });

  it('everyone, even without sign-in, reads the scoreboard; only admins read the history', async () => {
    expect((await get(ref(nobody.db, 'swg/players/001/name'))).val()).toBe('Ola');
    expect((await get(ref(guest.db, 'swg/game_active'))).val()).toBe(false);
    await setGameActive(admin1.db, 'a1', true);
    expect(Object.keys((await get(ref(admin2.db, 'swg/history'))).val())).toHaveLength(1);
    await expectDenied(get(ref(guest.db, 'swg/history')));
    await expectDenied(get(ref(guest.db, 'swg')));
  });

  it('refuses every write from non-admins: no sign-in, another scope’s admin, a forged proof', async () => {
    for (const client of [guest, nobody]) {
      await expectDenied(set(ref(client.db, 'swg/game_active'), true));
      await expectDenied(set(ref(client.db, 'swg/players/001/lives'), 99));
      await expectDenied(set(ref(client.db, 'swg/players/003'), newPlayer('003', 'Inntrenger')));
      await expectDenied(set(ref(client.db, 'swg/players'), null));
      await expectDenied(set(push(ref(client.db, 'swg/history')), { at: serverTimestamp(), by: client.uid, action: 'start' }));
    }
    // Writing a guess as one's own proof does not make an admin.
    await expectDenied(set(ref(guest.db, 'admins/swg/guest'), 'gjett'));
    await expectDenied(changePlayer(guest.db, 'guest', '001', 'dead'));
    expect(await rdb.readAsOwner('/swg/players/001/lives')).toBe(4);
  });

  it('runs a round as admin: start, add a player, lives down to dead, back up, staff', async () => {
    await setGameActive(admin1.db, 'a1', true);
    expect(await addPlayer(admin1.db, 'a1', '  Per ')).toBe('003');
    expect(await rdb.readAsOwner('/swg/players/003')).toEqual({ id: '003', name: 'Per', img: 'generic.jpg', lives: 4, dead: false, staff: false });
    for (let i = 0; i < 4; i++) await changePlayer(admin1.db, 'a1', '003', 'remove_life');
    expect(await rdb.readAsOwner('/swg/players/003')).toMatchObject({ lives: 0, dead: true });
    await changePlayer(admin1.db, 'a1', '003', 'add_life');
    expect(await rdb.readAsOwner('/swg/players/003')).toMatchObject({ lives: 1, dead: false });
    await changePlayer(admin1.db, 'a1', '001', 'dead');
    await changePlayer(admin1.db, 'a1', '002', 'staff');
    expect(await rdb.readAsOwner('/swg/players')).toMatchObject({ '001': { lives: 0, dead: true }, '002': { staff: true, lives: 4 } });
    expect((await history(rdb)).map((entry) => entry.action)).toEqual([
      'start', 'add_player', 'remove_life', 'remove_life', 'remove_life', 'remove_life', 'add_life', 'dead', 'staff',
    ]);
  });

  it('refuses forged player data even from an admin: dead with lives, extra fields, paths as images, bad ids', async () => {
    const at = (id: string) => ref(admin1.db, `swg/players/${id}`);
    await expectDenied(set(at('003'), { ...newPlayer('003', 'X'), dead: true }));
    await expectDenied(set(at('003'), { ...newPlayer('003', 'X'), lives: 0 }));
    await expectDenied(set(at('003'), { ...newPlayer('003', 'X'), admin: true }));
    await expectDenied(set(at('003'), { ...newPlayer('003', 'X'), img: '../../evil.svg' }));
    await expectDenied(set(at('003'), { ...newPlayer('003', 'X'), lives: 2.5 }));
    await expectDenied(set(at('003'), { ...newPlayer('003', 'x'.repeat(41)) }));
    await expectDenied(set(at('abc'), newPlayer('abc', 'X')));
    await expectDenied(set(at('004'), newPlayer('003', 'X')));
    await expectDenied(set(ref(admin1.db, 'swg/game_active'), 'ja'));
    await expectDenied(set(ref(admin1.db, 'swg/extra'), 1));
    await expectDenied(set(push(ref(admin1.db, 'swg/history')), { at: 1, by: 'a1', action: 'start' }));
    await expectDenied(set(push(ref(admin1.db, 'swg/history')), { at: serverTimestamp(), by: 'a2', action: 'start' }));
    await expectDenied(set(push(ref(admin1.db, 'swg/history')), { at: serverTimestamp(), by: 'a1', action: 'hack' }));
  });

  it('two admins at once never lose a life change (concurrent SDK clients, transactions)', async () => {
    await rdb.seed('/swg/players/001', { ...newPlayer('001', 'Ola'), lives: 30 });
    const taps = [
      ...Array.from({ length: 10 }, () => changePlayer(admin1.db, 'a1', '001', 'remove_life')),
      ...Array.from({ length: 10 }, () => changePlayer(admin2.db, 'a2', '001', 'remove_life')),
      ...Array.from({ length: 5 }, () => changePlayer(admin2.db, 'a2', '001', 'add_life')),
    ];
    await Promise.all(taps);
    expect(await rdb.readAsOwner('/swg/players/001/lives')).toBe(15);
    expect(await history(rdb)).toHaveLength(25);
  });

  it('two admins adding players at once never create the same id', async () => {
    const ids = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => addPlayer(admin1.db, 'a1', `A${i}`)),
      ...Array.from({ length: 5 }, (_, i) => addPlayer(admin2.db, 'a2', `B${i}`)),
    ]);
    expect(new Set(ids).size).toBe(10);
    expect([...ids].sort()).toEqual(['003', '004', '005', '006', '007', '008', '009', '010', '011', '012']);
    const players = (await rdb.readAsOwner('/swg/players')) as Record<string, { name: string }>;
    expect(Object.keys(players)).toHaveLength(12);
    expect(Object.values(players).map((p) => p.name).sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'B0', 'B1', 'B2', 'B3', 'B4', 'Kari', 'Ola']);
  });

  it('undoes the last change, and refuses when someone changed the player since', async () => {
    await changePlayer(admin1.db, 'a1', '001', 'remove_life');
    let entries = await history(rdb);
    await undo(admin1.db, entries.at(-1) ?? null);
    expect(await rdb.readAsOwner('/swg/players/001')).toMatchObject({ lives: 4, dead: false });
    expect((await history(rdb)).at(-1)?.undone).toBe(true);

    await changePlayer(admin1.db, 'a1', '002', 'dead');
    entries = await history(rdb);
    await changePlayer(admin2.db, 'a2', '002', 'add_life');
    await expect(undo(admin1.db, entries.at(-1) ?? null)).rejects.toThrow(CANNOT_UNDO_TEXT);
    expect(await rdb.readAsOwner('/swg/players/002')).toMatchObject({ lives: 1, dead: false });

    const id = await addPlayer(admin1.db, 'a1', 'Feilskrevet');
    // By what it records, not by place: push keys follow each client's own estimate of the server's
    // clock, so admin 1's entry can sort before admin 2's of a few milliseconds earlier.
    await undo(admin1.db, (await history(rdb)).find((entry) => entry.player === id && entry.name === 'Feilskrevet') ?? null);
    expect(await rdb.readAsOwner(`/swg/players/${id}`)).toBeNull();

    await setGameActive(admin1.db, 'a1', true);
    await undo(admin1.db, (await history(rdb)).at(-1) ?? null);
    expect(await rdb.readAsOwner('/swg/game_active')).toBe(false);

    // A non-admin cannot mark history as undone.
    const last = (await history(rdb)).at(-1) as HistoryEntry;
    await expectDenied(update(ref(guest.db, `swg/history/${last.key}`), { undone: true }));
  });
});
