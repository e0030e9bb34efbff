/** @jest-environment node */
// Battleshots' rules through localdb and the real SDK: secrecy of boards, two seats, turns,
// a shot log nobody rewrites, answers only from the defender, points only for hits, and the
// end of a game (reveal, rematch). Each test plays in a fresh room of its own.
import { get, increment, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { closeClients, connectClients, readAsOwner, seed, type TestClient } from '@/localdb/testing';
import {
  answerShotAt,
  askRematch,
  battleshotsGame,
  mapBattleshotsRoom,
  placeFleet,
  revealFleet,
  shoot,
  startRematch,
  takeSeat,
  ROOM_FULL_TEXT,
} from '@/lib/battleshots/data';
import { FLEET, type Ship } from '@/lib/battleshots/fleet';
import { shipCells } from '@/lib/battleshots/placement';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { expectAllowed as allowed, expectDenied as denied, rateEntry, startRulesDb } from './helpers';

/** Ships in rows A–E from column 1; rows F–J are water. */
const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));
const stackedCells = stacked.flatMap((ship, i) => shipCells(i, ship) as string[]);

describe('rules: battleshots', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let kari: TestClient; // creator, first seat
  let ola: TestClient; // first joiner, second seat
  let per: TestClient; // member who watches
  let eve: TestClient; // signed in, not a member
  let signedOut: TestClient;
  let rooms = 0;

  beforeAll(async () => {
    ctx = await startRulesDb('battleshots');
    [kari, ola, per, eve] = await connectClients(ctx.server, ctx.ns, 4, { uids: ['kari', 'ola', 'per', 'eve'] });
    [signedOut] = await connectClients(ctx.server, ctx.ns, 1);
  });

  afterAll(async () => {
    await closeClients([kari, ola, per, eve, signedOut]);
    await ctx.server.close();
  });

  const room = async (code: string) => mapBattleshotsRoom(await readAsOwner(ctx.server, ctx.ns, `battleshots/${code}`))!;
  const base = (code: string) => `battleshots/${code}`;
  const write = (db: Database, changes: Record<string, unknown>) => update(ref(db), changes);

  /** A fresh room: Kari created it, Ola and Per joined; seats as asked. */
  async function newRoom({ seated = true, ready = false } = {}) {
    const code = `Bs${String(++rooms).padStart(3, '0')}`;
    await seed(ctx.server, ctx.ns, '/rate', null); // one room per uid every few seconds (issue 23 §7)
    await createRoom(kari.db, battleshotsGame, 'kari', { code, name: 'Sjøslag', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(ola.db, 'battleshots', code, 'ola', { private: false });
    await joinRoom(per.db, 'battleshots', code, 'per', { private: false });
    if (seated) {
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      await takeSeat(ola.db, code, 'ola', await room(code), 'Ola');
    }
    if (ready) {
      await placeFleet(kari.db, code, 'kari', stacked);
      await placeFleet(ola.db, code, 'ola', stacked);
    }
    return code;
  }

  /** Shoots and lets the defender's client answer, as the two phones would. */
  async function turn(code: string, shooter: TestClient, defender: TestClient, cell: string) {
    await shoot(shooter.db, code, shooter.uid!, await room(code), cell);
    return answerShotAt(defender.db, code, defender.uid!, await room(code), stacked);
  }

  describe('room and seats', () => {
    it('creates the room with the SPEC settings, game_active false, and the creator to shoot first', async () => {
      const code = await newRoom({ seated: false });
      expect(await readAsOwner(ctx.server, ctx.ns, base(code))).toEqual({
        settings: {
          name: 'Sjøslag', private: false, created_by: 'kari', game_active: false,
          allow_entries: true, allow_new_players: false, allow_screen_tap: false,
        },
        game: { turn: 'kari' },
      });
    });

    it('refuses a room created with shots, a challenger or another first shooter', async () => {
      const code = 'Forg1';
      await seed(ctx.server, ctx.ns, '/rate', null);
      await createRoom(kari.db, battleshotsGame, 'kari', { code: 'Base1', name: 'x', creatorName: 'Kari', private: false, password: '' });
      const creation = (content: Record<string, unknown>) => ({
        [`lobby/battleshots/${code}`]: { name: 'x', creator_name: 'Eve', created_by: 'eve', private: false, created_at: serverTimestamp(), active_at: serverTimestamp() },
        [`codes/battleshots/${code.toLowerCase()}`]: code,
        [`members/battleshots/${code}/eve`]: true,
        [`battleshots/${code}`]: content,
        ...rateEntry('lobby', 'eve', `battleshots/${code}`),
      });
      const settings = { name: 'x', private: false, created_by: 'eve', game_active: false, allow_entries: true, allow_new_players: false, allow_screen_tap: false };
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', shots: { eve: { A1: { at: serverTimestamp() } } } } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', winner: 'eve' } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'ola' } })));
      await denied(write(eve.db, creation({ settings, challenger: 'ola', game: { turn: 'eve' } })));
      await denied(write(eve.db, creation({ settings: { ...settings, created_by: 'kari' }, game: { turn: 'eve' } })));
      await allowed(write(eve.db, creation({ settings, game: { turn: 'eve' } })));
    });

    it('seats the creator and the first joiner; a third is told the room is full and refused', async () => {
      const code = await newRoom({ seated: false });
      await allowed(takeSeat(kari.db, code, 'kari', await room(code), 'Kari'));
      await allowed(takeSeat(ola.db, code, 'ola', await room(code), 'Ola'));
      await expect(takeSeat(per.db, code, 'per', await room(code), 'Per')).rejects.toThrow(ROOM_FULL_TEXT);
      await denied(set(ref(per.db, `${base(code)}/challenger`), 'per'));
      await denied(set(ref(per.db, `${base(code)}/players/per`), { uid: 'per', name: 'Per', points: 0 }));
      expect((await room(code)).challenger).toBe('ola');
    });

    it('refuses the creator as challenger, a stranger or signed-out visitor in a seat, and a seat taken for someone else', async () => {
      const code = await newRoom({ seated: false });
      await denied(set(ref(kari.db, `${base(code)}/challenger`), 'kari'));
      await denied(set(ref(eve.db, `${base(code)}/challenger`), 'eve'));
      await denied(set(ref(signedOut.db, `${base(code)}/challenger`), 'x'));
      await denied(set(ref(ola.db, `${base(code)}/challenger`), 'per'));
      await denied(write(ola.db, { [`${base(code)}/challenger`]: 'ola', [`${base(code)}/players/per`]: { uid: 'per', name: 'Per', points: 0 } }));
    });

    it('refuses forged points or fields when taking a seat', async () => {
      const code = await newRoom({ seated: false });
      await denied(set(ref(kari.db, `${base(code)}/players/kari`), { uid: 'kari', name: 'Kari', points: 10 }));
      await denied(set(ref(kari.db, `${base(code)}/players/kari`), { uid: 'kari', name: 'Kari', points: 0, admin: true }));
      await denied(set(ref(kari.db, `${base(code)}/players/kari`), { uid: 'kari', name: 'x'.repeat(41), points: 0 }));
      await allowed(set(ref(kari.db, `${base(code)}/players/kari`), { uid: 'kari', name: 'Kari', points: 0 }));
      await denied(set(ref(kari.db, `${base(code)}/players/kari/points`), 5));
    });

    it('lets members read the room and nobody else', async () => {
      const code = await newRoom();
      await allowed(get(ref(per.db, base(code))));
      await denied(get(ref(eve.db, base(code))));
      await denied(get(ref(signedOut.db, base(code))));
    });

    it('lets only the creator change the settings switches', async () => {
      const code = await newRoom();
      await allowed(set(ref(kari.db, `${base(code)}/settings/game_active`), true));
      await denied(set(ref(ola.db, `${base(code)}/settings/game_active`), false));
      await denied(set(ref(kari.db, `${base(code)}/settings/created_by`), 'ola'));
    });
  });

  describe('boards stay secret', () => {
    it('lets only the owner read a board: not the opponent, a spectator, a stranger or the signed out', async () => {
      const code = await newRoom({ ready: true });
      await allowed(get(ref(kari.db, `battleshots_boards/${code}/kari`)));
      await denied(get(ref(ola.db, `battleshots_boards/${code}/kari`)));
      await denied(get(ref(per.db, `battleshots_boards/${code}/kari`)));
      await denied(get(ref(eve.db, `battleshots_boards/${code}/kari`)));
      await denied(get(ref(signedOut.db, `battleshots_boards/${code}/kari`)));
      await denied(get(ref(ola.db, `battleshots_boards/${code}`)));
      await denied(get(ref(ola.db, 'battleshots_boards')));
    });

    it('refuses boards from spectators and boards out of bounds, overlapping, incomplete or with extra fields', async () => {
      const code = await newRoom();
      const board = (over: Record<string, unknown> = {}) => ({
        ...Object.fromEntries(stacked.map((s, i) => [String(i), { ...s }])), ...over,
      });
      await denied(set(ref(per.db, `battleshots_boards/${code}/per`), board()));
      await denied(set(ref(ola.db, `battleshots_boards/${code}/kari`), board()));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 0: { row: 0, col: 6, horizontal: true } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 1: { row: 7, col: 0, horizontal: false } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 4: null })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 5: { row: 9, col: 0, horizontal: true } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 2: { row: 2, col: 0, horizontal: true, sunk: true } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 3: { row: 3.5, col: 0, horizontal: true } })));
      // Overlapping ships: crossing, lying on top of each other, or end to end on one cell.
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 4: { row: 0, col: 3, horizontal: false } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 3: { row: 2, col: 0, horizontal: true } })));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 4: { row: 0, col: 4, horizontal: true } })));
      await allowed(set(ref(kari.db, `battleshots_boards/${code}/kari`), board({ 4: { row: 0, col: 5, horizontal: true } })));
      await allowed(set(ref(kari.db, `battleshots_boards/${code}/kari`), board()));
    });

    it('locks the board once its owner is ready, and refuses ready without a board', async () => {
      const code = await newRoom();
      await denied(set(ref(kari.db, `${base(code)}/game/ready/kari`), true));
      await denied(set(ref(per.db, `${base(code)}/game/ready/ola`), true));
      await allowed(placeFleet(kari.db, code, 'kari', stacked));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari/0/row`), 5));
      await denied(remove(ref(kari.db, `battleshots_boards/${code}/kari`)));
      await denied(remove(ref(kari.db, `${base(code)}/game/ready/kari`)));
    });
  });

  describe('turns and the shot log', () => {
    it('refuses shots before both are ready, out of turn, from a spectator and at a bad cell', async () => {
      const code = await newRoom();
      await placeFleet(kari.db, code, 'kari', stacked);
      const shot = (db: Database, uid: string, cell: string) =>
        write(db, { [`${base(code)}/game/shots/${uid}/${cell}`]: { at: serverTimestamp() }, [`${base(code)}/game/pending`]: cell });
      await denied(shot(kari.db, 'kari', 'A1'));
      await placeFleet(ola.db, code, 'ola', stacked);
      await denied(shot(ola.db, 'ola', 'A1'));
      await denied(shot(per.db, 'per', 'A1'));
      await denied(shot(eve.db, 'eve', 'A1'));
      await denied(shot(kari.db, 'ola', 'A1'));
      await denied(shot(kari.db, 'kari', 'K1'));
      await denied(write(kari.db, { [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp() } }));
      await denied(write(kari.db, {
        [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp(), result: 'hit', ship: 0 },
        [`${base(code)}/game/pending`]: 'A1',
      }));
      await allowed(shot(kari.db, 'kari', 'A1'));
      await denied(shot(kari.db, 'kari', 'A2'));
    });

    it('lets only the defender answer, once, truthfully in shape; a miss passes the turn, a hit shoots again', async () => {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'F1');
      const shotPath = `${base(code)}/game/shots/kari/F1`;
      const answer = (db: Database, changes: Record<string, unknown>) =>
        write(db, { [`${shotPath}/result`]: 'miss', [`${base(code)}/game/pending`]: null, [`${base(code)}/game/turn`]: 'ola', ...changes });
      await denied(answer(kari.db, {}));
      await denied(answer(per.db, {}));
      await denied(answer(ola.db, { [`${base(code)}/game/turn`]: 'kari' }));
      await denied(answer(ola.db, { [`${shotPath}/result`]: 'plask' }));
      await denied(answer(ola.db, { [`${base(code)}/game/pending`]: 'F1' }));
      expect((await answerShotAt(ola.db, code, 'ola', await room(code), stacked))?.answer).toEqual({ result: 'miss' });
      await denied(set(ref(ola.db, `${shotPath}/result`), 'hit'));
      await denied(set(ref(kari.db, `${shotPath}/result`), 'hit'));
      await denied(remove(ref(ola.db, shotPath)));
      await denied(set(ref(kari.db, `${shotPath}/at`), 1));
      expect((await room(code)).game.turn).toBe('ola');

      expect((await turn(code, ola, kari, 'J10'))?.answer).toEqual({ result: 'miss' });
      expect((await room(code)).game.turn).toBe('kari');
      expect((await turn(code, kari, ola, 'J10'))?.answer).toEqual({ result: 'miss' });
      expect((await turn(code, ola, kari, 'B2'))?.answer).toEqual({ result: 'hit', ship: 1 });
      const after = await room(code);
      expect(after.game.turn).toBe('ola');
      expect(after.players.ola.points).toBe(1);
    });

    it('refuses forged points: own points, two at once, or a point for a miss', async () => {
      const code = await newRoom({ ready: true });
      await denied(set(ref(kari.db, `${base(code)}/players/kari/points`), 3));
      await denied(set(ref(kari.db, `${base(code)}/players/kari/points`), increment(1)));
      await shoot(kari.db, code, 'kari', await room(code), 'A1');
      const shotPath = `${base(code)}/game/shots/kari/A1`;
      const hit = { [`${shotPath}/result`]: 'hit', [`${shotPath}/ship`]: 0, [`${base(code)}/game/pending`]: null };
      await denied(write(ola.db, hit));
      await denied(write(ola.db, { ...hit, [`${base(code)}/players/kari/points`]: 2 }));
      await denied(write(kari.db, { ...hit, [`${base(code)}/players/kari/points`]: 1 }));
      await denied(write(ola.db, {
        [`${shotPath}/result`]: 'miss', [`${base(code)}/game/pending`]: null, [`${base(code)}/game/turn`]: 'ola',
        [`${base(code)}/players/kari/points`]: 1,
      }));
      await allowed(write(ola.db, { ...hit, [`${base(code)}/players/kari/points`]: 1 }));
    });

    it('refuses a sinking without its record, and a winner before the fifth ship sinks', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'E1');
      await shoot(kari.db, code, 'kari', await room(code), 'E2');
      const shotPath = `${base(code)}/game/shots/kari/E2`;
      const sunk = {
        [`${shotPath}/result`]: 'sunk', [`${shotPath}/ship`]: 4, [`${base(code)}/game/pending`]: null,
        [`${base(code)}/players/kari/points`]: 2,
      };
      await denied(write(ola.db, sunk));
      await denied(write(ola.db, { ...sunk, [`${base(code)}/game/sunk/kari/3`]: 'E2' }));
      await denied(write(ola.db, { ...sunk, [`${base(code)}/game/sunk/kari/4`]: 'E2', [`${base(code)}/game/winner`]: 'kari' }));
      await allowed(write(ola.db, { ...sunk, [`${base(code)}/game/sunk/kari/4`]: 'E2' }));
      await denied(set(ref(kari.db, `${base(code)}/game/winner`), 'kari'));
    });
  });

  describe('end of the game', () => {
    it('plays a whole game: the fifth sinking names the winner, boards may then be revealed, rematch when both accept', async () => {
      const code = await newRoom({ ready: true });
      await denied(revealFleet(kari.db, code, 'kari', stacked));
      await denied(set(ref(kari.db, `${base(code)}/game/rematch/kari`), true));
      for (const cell of stackedCells) await turn(code, kari, ola, cell);
      const over = await room(code);
      expect(over.game.winner).toBe('kari');
      expect(over.players.kari.points).toBe(17);
      expect([...over.game.sunk.kari].sort()).toEqual([0, 1, 2, 3, 4]);
      await denied(shoot(kari.db, code, 'kari', { ...over, game: { ...over.game, winner: null } }, 'J10'));

      // A revealed board must be the real one, and only its owner reveals it.
      const fake = stacked.map((s) => ({ ...s, row: s.row + 5 }));
      await denied(revealFleet(ola.db, code, 'ola', fake));
      await denied(revealFleet(kari.db, code, 'ola', stacked));
      await allowed(revealFleet(ola.db, code, 'ola', stacked));
      expect((await room(code)).game.revealed.ola).toEqual(stacked);
      await denied(get(ref(per.db, `battleshots_boards/${code}/ola`)));

      await denied(set(ref(per.db, `${base(code)}/game/rematch/per`), true));
      await denied(set(ref(kari.db, `${base(code)}/game`), { turn: 'ola' }));
      await askRematch(kari.db, code, 'kari', await room(code));
      expect((await room(code)).game.winner).toBe('kari');
      await denied(set(ref(ola.db, `${base(code)}/game`), { turn: 'kari' }));
      await denied(set(ref(ola.db, `${base(code)}/game`), { turn: 'ola', winner: 'ola' }));
      await askRematch(ola.db, code, 'ola', await room(code));
      await denied(set(ref(per.db, `${base(code)}/game`), { turn: 'ola' }));
      await startRematch(kari.db, code, await room(code));
      const next = await room(code);
      expect(next.game).toMatchObject({ turn: 'ola', winner: null, pending: null, shots: {} });
      expect(next.game.ready.size).toBe(0);
      expect(next.players.kari.points).toBe(17);
      // The boards are open for a new placement again.
      await allowed(placeFleet(kari.db, code, 'kari', stacked));
    });
  });
});
