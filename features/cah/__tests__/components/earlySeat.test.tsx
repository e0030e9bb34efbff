/**
 * A name sent from the Cah page's plain box takes its seat the moment the room's data is on the
 * phone (earlySeat.ts), once: against a real localdb with the real rules, through the real SDK.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { cahEarlyJoin } from '@/features/cah/components/earlyJoinForm';
import { startCahRoom } from '@/features/cah/components/earlySeat';
import { mapBank, toStoredBank } from '@/features/cah/lib/bank';
import { cahGame, drawCards, joinGame, mapGame, startGame, takeSeat } from '@/features/cah/lib/data';
import type { CahGame } from '@/features/cah/lib/types';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { seededRandom } from '@/lib/random/random';
import { FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS } from '@/__tests__/fixtures/cahCards';
import { flush } from '@/__tests__/components/support/screen';
import { setupScreenDb } from '@/__tests__/components/support/db';

const stored = toStoredBank(FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS);

describe('a seat for a name sent before the live room (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('cah-early-seat', { users: ['ann', 'bob', 'cid', 'gus'], seed: { 'cah/questionBank': stored } });
  let n = 0;

  async function room() {
    const code = `Sete${++n}`;
    await db.seed('/rate', null);
    await createRoom(db.clients.ann.db, cahGame, 'ann', { code, name: 'Kortkveld', creatorName: 'Ann', private: false, password: '' });
    await joinRoom(db.clients.gus.db, 'cah', code, 'gus', { private: false });
    return code;
  }

  /** The page's plain name box, painted and wired as the inline script does; `send` presses «Bli med». */
  function plainBox(name: string, send: boolean) {
    const early = cahEarlyJoin();
    const box = document.createElement('div');
    box.innerHTML = early.args.html;
    document.body.append(box);
    early.wire(box, early.args);
    const input = box.querySelector('input')!;
    fireEvent.input(input, { target: { value: name } });
    if (send) fireEvent.submit(box.querySelector('form')!);
    return box;
  }

  const seat = (code: string) => db.readAsOwner(`cah/games/${code}/players/gus`);
  const hand = async (code: string) => Object.keys(((await db.readAsOwner(`cah/hands/${code}/1/gus`)) as Record<string, string> | null) ?? {});

  /** A room whose game Ann, Bob and Cid have started; Gus is a member without a seat. */
  async function runningRoom() {
    const code = await room();
    for (const who of ['bob', 'cid'] as const) await joinRoom(db.clients[who].db, 'cah', code, who, { private: false });
    for (const who of ['ann', 'bob', 'cid'] as const) await joinGame(db.clients[who].db, code, who, who.toUpperCase(), false);
    const game = mapGame(await db.readAsOwner(`cah/games/${code}`)) as CahGame;
    await startGame(db.clients.ann.db, code, game, mapBank(stored), () => true, seededRandom(code));
    return code;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the seat under the sent name as soon as the game is read, with no live form', async () => {
    const code = await room();
    plainBox('Gus', true);
    const stop = startCahRoom(db.clients.gus.db, code, 'gus');
    await waitFor(async () => expect(await seat(code)).toMatchObject({ name: 'Gus', uid: 'gus', points: 0 }));
    expect(await db.readAsOwner(`cah/games/${code}/player_count`)).toBe(1);
    stop();
  });

  it('in a running game, draws the new player a full hand right after the seat, with no live hand', async () => {
    const code = await runningRoom();
    plainBox('Gus', true);
    const stop = startCahRoom(db.clients.gus.db, code, 'gus');
    await waitFor(async () => expect(await hand(code)).toHaveLength(10));
    expect(await seat(code)).toMatchObject({ name: 'Gus' });
    stop();
  });

  it('draws nothing before the game has started', async () => {
    const code = await room();
    plainBox('Gus', true);
    const stop = startCahRoom(db.clients.gus.db, code, 'gus');
    await waitFor(async () => expect(await seat(code)).toMatchObject({ name: 'Gus' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.readAsOwner(`cah/hands/${code}`)).toBeNull();
    stop();
  });

  it("a hand's draw while the first hand is still being drawn joins it: ten cards, no refusal", async () => {
    const code = await runningRoom();
    await takeSeat(db.clients.gus.db, code, 'gus', 'Gus');
    const gus = db.clients.gus.db;
    const [first, second] = await Promise.all([drawCards(gus, code, 1, 'gus', seededRandom('a')), drawCards(gus, code, 1, 'gus', seededRandom('b'))]);
    expect([first, second]).toEqual([10, 10]);
    expect(await hand(code)).toHaveLength(10);
    // Drawn and done: a later call finds nothing missing.
    await expect(drawCards(gus, code, 1, 'gus', seededRandom('c'))).resolves.toBe(0);
  });

  it('takes none for a name typed but not sent, or sent empty', async () => {
    const typed = await room();
    plainBox('Gus', false);
    const stopTyped = startCahRoom(db.clients.gus.db, typed, 'gus');
    document.body.innerHTML = '';
    const empty = await room();
    plainBox('   ', true);
    const stopEmpty = startCahRoom(db.clients.gus.db, empty, 'gus');
    await flush(20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await seat(typed)).toBeNull();
    expect(await seat(empty)).toBeNull();
    stopTyped();
    stopEmpty();
  });

  it('a second ask while the first is under way joins it: one seat, no refusal', async () => {
    const code = await room();
    // The plain box's seat and the live form taking the same name over, at once.
    await expect(Promise.all([takeSeat(db.clients.gus.db, code, 'gus', 'Gus'), takeSeat(db.clients.gus.db, code, 'gus', 'Gus')])).resolves.toBeDefined();
    expect(await seat(code)).toMatchObject({ name: 'Gus' });
    expect(await db.readAsOwner(`cah/games/${code}/player_count`)).toBe(1);
  });
});
