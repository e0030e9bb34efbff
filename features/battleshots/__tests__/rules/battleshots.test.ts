/** @jest-environment node */
// Battleshots' rules through localdb and the real SDK: secrecy of boards, two seats, turns,
// a shot log nobody rewrites, answers only from the defender, points only for hits, and the
// end of a game (reveal, rematch). Each test plays in a fresh room of its own.
import { get, increment, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import {
  answerShotAt,
  askRematch,
  battleshotsGame,
  declareGone,
  freeSeat,
  mapBattleshotsRoom,
  placeFleet,
  revealFleet,
  setSeatOpen,
  shoot,
  startRematch,
  takeSeat,
  MOVED_ON_TEXT,
  ROOM_FULL_TEXT,
  SEAT_CLOSED_TEXT,
} from '@/features/battleshots/lib/data';
import { FLEET, type Ship } from '@/features/battleshots/lib/fleet';
import { parseCell } from '@/features/battleshots/lib/grid';
import { shipCells } from '@/features/battleshots/lib/placement';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { expectAllowed as allowed, expectDenied as denied, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';

/** Ships in rows A–E from column 1; rows F–J are water. */
const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));
const stackedCells = stacked.flatMap((ship, i) => shipCells(i, ship) as string[]);

describe('rules: battleshots', () => {
  const rdb = setupRulesDb('battleshots', { users: ['kari', 'ola', 'per', 'eve'], defaultUsers: false });
  let kari: TestClient; // creator, first seat
  let ola: TestClient; // first joiner, second seat
  let per: TestClient; // member who watches
  let eve: TestClient; // signed in, not a member
  let signedOut: TestClient;
  let rooms = 0;

  beforeAll(() => {
    [kari, ola, per, eve] = ['kari', 'ola', 'per', 'eve'].map((uid) => rdb.as(uid));
    signedOut = rdb.signedOut;
  });

  const room = async (code: string) => mapBattleshotsRoom(await rdb.readAsOwner(`battleshots/${code}`))!;
  const base = (code: string) => `battleshots/${code}`;
  const write = (db: Database, changes: Record<string, unknown>) => update(ref(db), changes);
  /**
   * A raw move as a hostile phone would send it, with the right next `game/seq` (docs/battleshots.md
   * «Moves build on the state they replace»), so the rules refuse it for what the test forges.
   */
  async function move(db: Database, code: string, changes: Record<string, unknown>) {
    const seq = Number((await rdb.readAsOwner(`${base(code)}/game/seq`)) ?? 0) + 1;
    const game = `${base(code)}/game`;
    return write(db, game in changes ? { ...changes, [game]: { ...(changes[game] as object), seq } } : { ...changes, [`${game}/seq`]: seq });
  }

  /** A fresh room: Kari created it, Ola and Per joined; seats as asked. */
  async function newRoom({ seated = true, ready = false } = {}) {
    const code = `Bs${String(++rooms).padStart(3, '0')}`;
    await rdb.seed('/rate', null); // one room per uid every few seconds
    await createRoom(kari.db, battleshotsGame, 'kari', { code, name: 'Sjøslag', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(ola.db, 'battleshots', code, 'ola', { private: false });
    await joinRoom(per.db, 'battleshots', code, 'per', { private: false });
    if (seated) {
      await setSeatOpen(kari.db, code, true);
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      await takeSeat(ola.db, code, 'ola', await room(code), 'Ola');
    }
    if (ready) {
      await placeFleet(kari.db, code, 'kari', await room(code), stacked);
      await placeFleet(ola.db, code, 'ola', await room(code), stacked);
    }
    return code;
  }

  /** Shoots and lets the defender's client answer, as the two phones would. */
  async function turn(code: string, shooter: TestClient, defender: TestClient, cell: string) {
    await shoot(shooter.db, code, shooter.uid!, await room(code), cell);
    return answerShotAt(defender.db, code, defender.uid!, await room(code), stacked);
  }

  describe('room and seats', () => {
    it('creates the room with the SPEC settings that mean something here, game_active false, and the creator to shoot first', async () => {
      const code = await newRoom({ seated: false });
      expect(await rdb.readAsOwner(base(code))).toEqual({
        settings: { name: 'Sjøslag', private: false, created_by: 'kari', game_active: false, allow_new_players: false },
        game: { turn: 'kari' },
      });
    });

    it('refuses a room created with shots, a challenger or another first shooter', async () => {
      const code = 'Forg1';
      await rdb.seed('/rate', null);
      await createRoom(kari.db, battleshotsGame, 'kari', { code: 'Base1', name: 'x', creatorName: 'Kari', private: false, password: '' });
      const creation = (content: Record<string, unknown>) => ({
        [`lobby/battleshots/${code}`]: { name: 'x', creator_name: 'Eve', created_by: 'eve', private: false, created_at: serverTimestamp(), active_at: serverTimestamp() },
        [`codes/battleshots/${code.toLowerCase()}`]: code,
        [`members/battleshots/${code}/eve`]: true,
        [`battleshots/${code}`]: content,
        ...rateEntry('lobby', 'eve', `battleshots/${code}`),
      });
      const settings = { name: 'x', private: false, created_by: 'eve', game_active: false, allow_new_players: false };
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', shots: { eve: { A1: { at: serverTimestamp() } } } } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', hits: { eve: { 0: 1 } } } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', forfeit: 'ola' } })));
      // The Proost switches that mean nothing in Battleshots are no longer stored.
      await denied(write(eve.db, creation({ settings: { ...settings, allow_entries: true, allow_screen_tap: false }, game: { turn: 'eve' } })));
      await denied(write(eve.db, creation({ settings: { ...settings, game_active: true }, game: { turn: 'eve' } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'eve', winner: 'eve' } })));
      await denied(write(eve.db, creation({ settings, game: { turn: 'ola' } })));
      await denied(write(eve.db, creation({ settings, challenger: 'ola', game: { turn: 'eve' } })));
      await denied(write(eve.db, creation({ settings: { ...settings, created_by: 'kari' }, game: { turn: 'eve' } })));
      await allowed(write(eve.db, creation({ settings, game: { turn: 'eve' } })));
    });

    it('seats the creator and the first joiner; a third is told the room is full and refused', async () => {
      const code = await newRoom({ seated: false });
      await allowed(takeSeat(kari.db, code, 'kari', await room(code), 'Kari'));
      await setSeatOpen(kari.db, code, true);
      await allowed(takeSeat(ola.db, code, 'ola', await room(code), 'Ola'));
      await expect(takeSeat(per.db, code, 'per', await room(code), 'Per')).rejects.toThrow(ROOM_FULL_TEXT);
      await denied(set(ref(per.db, `${base(code)}/challenger`), 'per'));
      await denied(set(ref(per.db, `${base(code)}/players/per`), { uid: 'per', name: 'Per', points: 0 }));
      expect((await room(code)).challenger).toBe('ola');
    });

    it('refuses the creator as challenger, a stranger or signed-out visitor in a seat, and a seat taken for someone else', async () => {
      const code = await newRoom({ seated: false });
      await setSeatOpen(kari.db, code, true);
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

    it('lets anyone read a public room, and only members a private one', async () => {
      const code = await newRoom();
      await allowed(get(ref(per.db, base(code))));
      await allowed(get(ref(eve.db, base(code))));
      await allowed(get(ref(signedOut.db, base(code))));
      await rdb.seed('/rate', null);
      await createRoom(kari.db, battleshotsGame, 'kari', { code: 'BsPrv', name: 'Lukket', creatorName: 'Kari', private: true, password: 'hemmelig' });
      // Its members (the creator too) by its view key only (docs/security.md "Removed members").
      await allowed(getRoomContent(kari.db, 'battleshots', 'BsPrv'));
      await denied(get(ref(kari.db, base('BsPrv'))));
      await denied(get(ref(eve.db, base('BsPrv'))));
      await denied(get(ref(signedOut.db, base('BsPrv'))));
    });

    it('lets only the creator change the seat switch; the other Proost switches are not stored', async () => {
      const code = await newRoom();
      await denied(set(ref(ola.db, `${base(code)}/settings/allow_new_players`), false));
      await denied(set(ref(per.db, `${base(code)}/settings/allow_new_players`), false));
      await denied(set(ref(kari.db, `${base(code)}/settings/allow_new_players`), 'ja'));
      await allowed(setSeatOpen(kari.db, code, false));
      await denied(set(ref(kari.db, `${base(code)}/settings/allow_screen_tap`), true));
      await denied(set(ref(kari.db, `${base(code)}/settings/allow_entries`), true));
      await denied(set(ref(kari.db, `${base(code)}/settings/created_by`), 'ola'));
    });
  });

  describe('game_active reflects a running game', () => {
    const active = async (code: string) => rdb.readAsOwner(`${base(code)}/settings/game_active`);
    const flag = (code: string) => `${base(code)}/settings/game_active`;

    it('stays false until both seats are ready; the ready that starts the game must set it true', async () => {
      const code = await newRoom();
      for (const client of [kari, ola, per, eve, signedOut]) await denied(set(ref(client.db, flag(code)), true));
      await placeFleet(kari.db, code, 'kari', await room(code), stacked);
      expect(await active(code)).toBe(false);
      await denied(set(ref(kari.db, flag(code)), true));
      await denied(set(ref(ola.db, flag(code)), true));
      const board = Object.fromEntries(stacked.map((ship, i) => [String(i), { ...ship }]));
      const olaReady = { [`battleshots_boards/${code}/ola`]: board, [`${base(code)}/game/ready/ola`]: true };
      // Ola's ready starts the game: leaving the flag off, or writing it false, is refused.
      await denied(write(ola.db, olaReady));
      await denied(write(ola.db, { ...olaReady, [flag(code)]: false }));
      await allowed(write(ola.db, { ...olaReady, [flag(code)]: true }));
      expect(await active(code)).toBe(true);
      expect((await room(code)).settings.gameActive).toBe(true);
      // Saying what is true again changes nothing and is allowed; a forged value is not.
      await allowed(set(ref(ola.db, flag(code)), true));
      await denied(set(ref(kari.db, flag(code)), 'ja'));
      await denied(set(ref(kari.db, flag(code)), 1));
      await denied(remove(ref(kari.db, flag(code))));
    });

    it('cannot be switched off mid-game: not by the other seat, a spectator, a stranger, nor the creator without ending the game', async () => {
      const code = await newRoom({ ready: true });
      expect(await active(code)).toBe(true);
      for (const client of [ola, per, eve, signedOut, kari]) await denied(set(ref(client.db, flag(code)), false));
      await denied(set(ref(kari.db, `${base(code)}/settings`), { name: 'Sjøslag', private: false, created_by: 'kari', game_active: false, allow_new_players: true }));
      // Freeing the seat ends the game, and the same write must say so.
      const r = await room(code);
      await denied(move(kari.db, code, { [`${base(code)}/challenger`]: null, [`${base(code)}/players/ola`]: null, [`${base(code)}/game`]: { turn: 'kari' } }));
      await allowed(freeSeat(kari.db, code, r));
      expect(await active(code)).toBe(false);
    });

    it('both ready at the same moment: the phone that lost the race looks again and starts the game', async () => {
      const code = await newRoom();
      const before = await room(code); // both phones saw nobody ready
      await allowed(placeFleet(kari.db, code, 'kari', before, stacked));
      await allowed(placeFleet(ola.db, code, 'ola', before, stacked));
      expect(await active(code)).toBe(true);
    });

    it('goes false with the last sinking: the winning answer must say so', async () => {
      const code = await newRoom({ ready: true });
      for (const cell of stackedCells.slice(0, -1)) await turn(code, kari, ola, cell);
      expect(await active(code)).toBe(true);
      await shoot(kari.db, code, 'kari', await room(code), 'E2');
      const shotPath = `${base(code)}/game/shots/kari/E2`;
      const last = {
        [`${shotPath}/result`]: 'sunk', [`${shotPath}/ship`]: 4, [`${base(code)}/game/pending`]: null,
        [`${base(code)}/players/kari/points`]: 17, [`${base(code)}/game/hits/kari/4`]: 2,
        [`${base(code)}/game/sunk/kari/4`]: 'E2', [`${base(code)}/game/winner`]: 'kari',
      };
      await denied(move(ola.db, code, last));
      await denied(move(ola.db, code, { ...last, [flag(code)]: true }));
      await allowed(move(ola.db, code, { ...last, [flag(code)]: false }));
      expect((await room(code)).game.winner).toBe('kari');
      expect(await active(code)).toBe(false);
      await denied(set(ref(kari.db, flag(code)), true));
    });

    it('a seat taken while both boards are still marked ready starts the game, so the flag comes with it', async () => {
      const code = await newRoom({ seated: false });
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      await setSeatOpen(kari.db, code, true);
      // Left behind by an earlier game whose seat was freed without clearing the game.
      await rdb.seed(`${base(code)}/game/ready`, { kari: true, ola: true });
      const seat = { [`${base(code)}/challenger`]: 'ola', [`${base(code)}/players/ola`]: { uid: 'ola', name: 'Ola', points: 0 } };
      await denied(write(ola.db, seat));
      await denied(write(per.db, { ...seat, [flag(code)]: true }));
      await allowed(takeSeat(ola.db, code, 'ola', await room(code), 'Ola'));
      expect((await room(code)).settings.gameActive).toBe(true);
    });

    it('a game that began before the flag was kept (stored false) still plays to its end', async () => {
      const code = await newRoom({ ready: true });
      await rdb.seed(flag(code), false);
      expect((await turn(code, kari, ola, 'F1'))?.answer).toEqual({ result: 'miss' });
      expect((await turn(code, ola, kari, 'A1'))?.answer).toEqual({ result: 'hit', ship: 0 });
      expect(await active(code)).toBe(false);
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
      await allowed(placeFleet(kari.db, code, 'kari', await room(code), stacked));
      await denied(set(ref(kari.db, `battleshots_boards/${code}/kari/0/row`), 5));
      await denied(remove(ref(kari.db, `battleshots_boards/${code}/kari`)));
      await denied(remove(ref(kari.db, `${base(code)}/game/ready/kari`)));
    });
  });

  describe('turns and the shot log', () => {
    it('refuses shots before both are ready, out of turn, from a spectator and at a bad cell', async () => {
      const code = await newRoom();
      await placeFleet(kari.db, code, 'kari', await room(code), stacked);
      const at = (cell: string) => parseCell(cell) ?? { row: 0, col: 0 };
      const shot = (db: Database, uid: string, cell: string, where = at(cell)) =>
        move(db, code, { [`${base(code)}/game/shots/${uid}/${cell}`]: { at: serverTimestamp(), ...where }, [`${base(code)}/game/pending`]: cell });
      await denied(shot(kari.db, 'kari', 'A1'));
      await placeFleet(ola.db, code, 'ola', await room(code), stacked);
      await denied(shot(ola.db, 'ola', 'A1'));
      await denied(shot(per.db, 'per', 'A1'));
      await denied(shot(eve.db, 'eve', 'A1'));
      await denied(shot(kari.db, 'ola', 'A1'));
      await denied(shot(kari.db, 'kari', 'K1'));
      await denied(write(kari.db, { [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp() } }));
      await denied(move(kari.db, code, {
        [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp(), result: 'hit', ship: 0 },
        [`${base(code)}/game/pending`]: 'A1',
      }));
      // Row and column must be the cell's own (the answer is checked against the board by them).
      await denied(shot(kari.db, 'kari', 'A1', { row: 9, col: 9 }));
      await denied(shot(kari.db, 'kari', 'J10', { row: 9, col: 0 }));
      await denied(move(kari.db, code, { [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp() }, [`${base(code)}/game/pending`]: 'A1' }));
      await allowed(shot(kari.db, 'kari', 'A1'));
      await denied(set(ref(kari.db, `${base(code)}/game/shots/kari/A1/row`), 5));
      await denied(shot(kari.db, 'kari', 'A2'));
    });

    it('lets only the defender answer, once, truthfully in shape; a miss passes the turn, a hit shoots again', async () => {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'F1');
      const shotPath = `${base(code)}/game/shots/kari/F1`;
      const answer = (db: Database, changes: Record<string, unknown>) =>
        move(db, code, { [`${shotPath}/result`]: 'miss', [`${base(code)}/game/pending`]: null, [`${base(code)}/game/turn`]: 'ola', ...changes });
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
      await denied(move(ola.db, code, hit));
      await denied(move(ola.db, code, { ...hit, [`${base(code)}/players/kari/points`]: 2 }));
      await denied(move(kari.db, code, { ...hit, [`${base(code)}/players/kari/points`]: 1 }));
      await denied(move(ola.db, code, {
        [`${shotPath}/result`]: 'miss', [`${base(code)}/game/pending`]: null, [`${base(code)}/game/turn`]: 'ola',
        [`${base(code)}/players/kari/points`]: 1,
      }));
      await denied(move(ola.db, code, { ...hit, [`${base(code)}/players/kari/points`]: 1, [`${base(code)}/game/hits/kari/0`]: 2 }));
      await allowed(move(ola.db, code, { ...hit, [`${base(code)}/players/kari/points`]: 1, [`${base(code)}/game/hits/kari/0`]: 1 }));
    });

    it('refuses a sinking without its record, and a winner before the fifth ship sinks', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'E1');
      await shoot(kari.db, code, 'kari', await room(code), 'E2');
      const shotPath = `${base(code)}/game/shots/kari/E2`;
      const sunk = {
        [`${shotPath}/result`]: 'sunk', [`${shotPath}/ship`]: 4, [`${base(code)}/game/pending`]: null,
        [`${base(code)}/players/kari/points`]: 2, [`${base(code)}/game/hits/kari/4`]: 2,
      };
      await denied(move(ola.db, code, sunk));
      await denied(move(ola.db, code, { ...sunk, [`${base(code)}/game/sunk/kari/3`]: 'E2' }));
      await denied(move(ola.db, code, { ...sunk, [`${base(code)}/game/sunk/kari/4`]: 'E2', [`${base(code)}/game/winner`]: 'kari' }));
      await allowed(move(ola.db, code, { ...sunk, [`${base(code)}/game/sunk/kari/4`]: 'E2' }));
      await denied(set(ref(kari.db, `${base(code)}/game/winner`), 'kari'));
    });
  });

  describe('a hit cannot be dodged (docs/security.md «Battleshots»)', () => {
    it('refuses the defender clearing the waiting shot without its answer; the shot stays, and the forfeit still works', async () => {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'A1'); // a hit on Ola's board
      const pending = `${base(code)}/game/pending`;
      // The old rules let the defender delete `pending` on its own: the hit was never counted.
      await denied(remove(ref(ola.db, pending)));
      await denied(move(ola.db, code, { [pending]: null }));
      await denied(move(ola.db, code, { [pending]: null, [`${base(code)}/game/turn`]: 'ola' }));
      // Nor with an answer to some other shot, nor by anyone else.
      await denied(move(ola.db, code, { [pending]: null, [`${base(code)}/game/shots/kari/F1/result`]: 'miss' }));
      await denied(remove(ref(kari.db, pending)));
      await denied(remove(ref(per.db, pending)));
      await denied(remove(ref(eve.db, pending)));
      await denied(remove(ref(signedOut.db, pending)));
      expect((await room(code)).game.pending).toBe('A1');
      // The shot cannot be fired twice, so the shooter's way out is the forfeit once Ola stays away.
      await denied(move(kari.db, code, {
        [`${base(code)}/game/shots/kari/A1`]: { at: serverTimestamp(), row: 0, col: 0 }, [pending]: 'A1',
      }));
      await rdb.seed(`${base(code)}/game/shots/kari/A1/at`, Date.now() - 61_000);
      await allowed(declareGone(kari.db, code, 'kari', await room(code)));
      expect((await room(code)).game).toMatchObject({ winner: 'kari', forfeit: 'ola', pending: 'A1' });
    });

    it('clears the waiting shot with the true answer: the hit is counted', async () => {
      const code = await newRoom({ ready: true });
      expect((await turn(code, kari, ola, 'A1'))?.answer).toEqual({ result: 'hit', ship: 0 });
      const after = await room(code);
      expect(after.game.pending).toBeNull();
      expect(after.players.kari.points).toBe(1);
    });
  });

  describe('moves build on the state they replace (docs/battleshots.md)', () => {
    const seqPath = (code: string) => `${base(code)}/game/seq`;

    it('refuses a shot made on a view the game has moved on from, and says so; the current view may shoot', async () => {
      const code = await newRoom({ ready: true });
      const before = await room(code); // Kari's turn: what a phone that went offline still shows
      await turn(code, kari, ola, 'F1');
      await turn(code, ola, kari, 'F1');
      expect((await room(code)).game.turn).toBe('kari');
      // A shot as the old client sent it (no count) was accepted by the old rules.
      await denied(write(kari.db, {
        [`${base(code)}/game/shots/kari/G1`]: { at: serverTimestamp(), row: 6, col: 0 }, [`${base(code)}/game/pending`]: 'G1',
      }));
      await expect(shoot(kari.db, code, 'kari', before, 'G1')).rejects.toThrow(MOVED_ON_TEXT);
      await denied(write(kari.db, {
        [`${base(code)}/game/shots/kari/G1`]: { at: serverTimestamp(), row: 6, col: 0 }, [`${base(code)}/game/pending`]: 'G1',
        [seqPath(code)]: before.game.seq + 1,
      }));
      expect((await room(code)).game.pending).toBeNull();
      await allowed(shoot(kari.db, code, 'kari', await room(code), 'G1'));
      expect((await room(code)).game.seq).toBe(5);
    });

    it('refuses the creator freeing the seat on a view from before the challenger\'s last shot', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'F1');
      const before = await room(code); // Ola's turn, nothing fired yet
      await shoot(ola.db, code, 'ola', await room(code), 'G1');
      // Freeing as the old client did (no count) was accepted by the old rules.
      await denied(write(kari.db, {
        [`${base(code)}/challenger`]: null, [`${base(code)}/players/ola`]: null, [`${base(code)}/game`]: { turn: 'kari' },
        [`${base(code)}/settings/game_active`]: false,
      }));
      await expect(freeSeat(kari.db, code, before)).rejects.toThrow(MOVED_ON_TEXT);
      const now = await room(code);
      expect(now.challenger).toBe('ola');
      expect(now.game.pending).toBe('G1');
      await allowed(freeSeat(kari.db, code, now));
      expect((await room(code)).challenger).toBeNull();
    });

    it('refuses a count changed without a move, by a player or anyone else', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'F1');
      const next = (await room(code)).game.seq + 1;
      for (const client of [kari, ola, per, eve, signedOut]) await denied(set(ref(client.db, seqPath(code)), next));
      await denied(set(ref(ola.db, seqPath(code)), next + 5));
      await denied(remove(ref(kari.db, seqPath(code))));
      // A move must count exactly one up.
      await denied(write(ola.db, {
        [`${base(code)}/game/shots/ola/F1`]: { at: serverTimestamp(), row: 5, col: 0 }, [`${base(code)}/game/pending`]: 'F1',
        [seqPath(code)]: next + 1,
      }));
    });
  });

  describe('a passing stranger and the second seat', () => {
    it('keeps a passing member of a public room out of the free seat until the creator opens it', async () => {
      const code = await newRoom({ seated: false });
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      // Per joined the public room from the lobby: a member, but not let in to play.
      await expect(takeSeat(per.db, code, 'per', await room(code), 'Per')).rejects.toThrow(SEAT_CLOSED_TEXT);
      await denied(write(per.db, { [`${base(code)}/challenger`]: 'per', [`${base(code)}/players/per`]: { uid: 'per', name: 'Per', points: 0 } }));
      await denied(set(ref(per.db, `${base(code)}/settings/allow_new_players`), true));
      await allowed(setSeatOpen(kari.db, code, true));
      await allowed(takeSeat(per.db, code, 'per', await room(code), 'Per'));
    });

    it('lets the guest who came by the host\'s invite link take the seat at once; a passer-by and a forged invite stay out', async () => {
      const code = await newRoom({ seated: false });
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      const secret = (await rdb.readAsOwner(`secrets/rooms/battleshots/${code}/invite`)) as string;
      // Per (a passer-by from the lobby) forges an invite: a wrong secret, or Ola's mark.
      await denied(set(ref(per.db, `invited/battleshots/${code}/per`), 'x'.repeat(24)));
      await denied(set(ref(per.db, `invited/battleshots/${code}/ola`), secret));
      await denied(write(per.db, { [`${base(code)}/challenger`]: 'per', [`${base(code)}/players/per`]: { uid: 'per', name: 'Per', points: 0 } }));
      // The invite mark and the seat in one update do not pass either: the mark must be there first.
      await denied(write(per.db, {
        [`invited/battleshots/${code}/per`]: 'x'.repeat(24),
        [`${base(code)}/challenger`]: 'per',
        [`${base(code)}/players/per`]: { uid: 'per', name: 'Per', points: 0 },
        [`${base(code)}/settings/game_active`]: false,
      }));
      // Ola opened the invite link: the mark with the right secret, then the seat, no host action.
      await allowed(set(ref(ola.db, `invited/battleshots/${code}/ola`), secret));
      await expect(takeSeat(ola.db, code, 'ola', await room(code), 'Ola')).rejects.toThrow(SEAT_CLOSED_TEXT); // the phone must say it was invited
      await allowed(takeSeat(ola.db, code, 'ola', await room(code), 'Ola', true));
      expect((await room(code)).challenger).toBe('ola');
      expect((await room(code)).settings.allowNewPlayers).toBe(false);
    });

    it('keeps a passer-by out even when their phone claims an invite it never recorded', async () => {
      const code = await newRoom({ seated: false });
      await takeSeat(kari.db, code, 'kari', await room(code), 'Kari');
      await denied(takeSeat(per.db, code, 'per', await room(code), 'Per', true));
      expect((await room(code)).challenger).toBeNull();
    });

    it('lets members of a private room (they knew the password) take the free seat', async () => {
      const code = `Bp${String(++rooms).padStart(3, '0')}`;
      await rdb.seed('/rate', null); // one room per uid every few seconds
      await createRoom(kari.db, battleshotsGame, 'kari', { code, name: 'Lukket', creatorName: 'Kari', private: true, password: 'hemmelig' });
      await joinRoom(ola.db, 'battleshots', code, 'ola', { private: true }, 'hemmelig');
      await allowed(takeSeat(ola.db, code, 'ola', await room(code), 'Ola'));
    });

    it('lets the creator, and only the creator, free the second seat; the game starts over', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'F1');
      const r = await room(code);
      await denied(freeSeat(per.db, code, r));
      await denied(freeSeat(ola.db, code, r));
      // Freeing the seat but keeping the game, or keeping the player, is refused.
      await denied(move(kari.db, code, { [`${base(code)}/challenger`]: null, [`${base(code)}/players/ola`]: null }));
      await denied(move(kari.db, code, { [`${base(code)}/challenger`]: null, [`${base(code)}/game`]: { turn: 'kari' } }));
      await allowed(freeSeat(kari.db, code, r));
      const after = await room(code);
      expect(after.challenger).toBeNull();
      expect(after.players.ola).toBeUndefined();
      expect(after.game).toMatchObject({ turn: 'kari', pending: null, shots: {}, winner: null });
      // The seat is still open (the creator opened it), so Per may take it now.
      await allowed(takeSeat(per.db, code, 'per', after, 'Per'));
    });
  });

  describe('answers are checked against the defender\'s board', () => {
    const answerPaths = (code: string, cell: string) => ({ shot: `${base(code)}/game/shots/kari/${cell}`, game: `${base(code)}/game` });

    it('refuses «bom» to a hit', async () => {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'A3');
      const p = answerPaths(code, 'A3');
      await denied(move(ola.db, code, { [`${p.shot}/result`]: 'miss', [`${p.game}/pending`]: null, [`${p.game}/turn`]: 'ola' }));
      expect((await answerShotAt(ola.db, code, 'ola', await room(code), stacked))?.answer).toEqual({ result: 'hit', ship: 0 });
    });

    it('refuses a hit on water and a hit on the wrong ship', async () => {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'F5');
      let p = answerPaths(code, 'F5');
      const hit = (ship: number) => ({
        [`${p.shot}/result`]: 'hit', [`${p.shot}/ship`]: ship, [`${p.game}/pending`]: null,
        [`${base(code)}/players/kari/points`]: increment(1), [`${p.game}/hits/kari/${ship}`]: increment(1),
      });
      await denied(move(ola.db, code, hit(0)));
      await answerShotAt(ola.db, code, 'ola', await room(code), stacked);
      await turn(code, ola, kari, 'J10');
      await shoot(kari.db, code, 'kari', await room(code), 'B2');
      p = answerPaths(code, 'B2');
      await denied(move(ola.db, code, hit(0)));
      await allowed(move(ola.db, code, hit(1)));
    });

    it('refuses «hit» on a ship\'s last cell (the sinking hidden) and «sunk» too early', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'E1');
      await shoot(kari.db, code, 'kari', await room(code), 'E2');
      const p = answerPaths(code, 'E2');
      await denied(move(ola.db, code, {
        [`${p.shot}/result`]: 'hit', [`${p.shot}/ship`]: 4, [`${p.game}/pending`]: null,
        [`${base(code)}/players/kari/points`]: 2, [`${p.game}/hits/kari/4`]: 2,
      }));
      // Not counting the hit does not help either.
      await denied(move(ola.db, code, {
        [`${p.shot}/result`]: 'hit', [`${p.shot}/ship`]: 4, [`${p.game}/pending`]: null, [`${base(code)}/players/kari/points`]: 2,
      }));
      expect((await answerShotAt(ola.db, code, 'ola', await room(code), stacked))?.answer).toEqual({ result: 'sunk', ship: 4 });
      await shoot(kari.db, code, 'kari', await room(code), 'A1');
      const q = answerPaths(code, 'A1');
      await denied(move(ola.db, code, {
        [`${q.shot}/result`]: 'sunk', [`${q.shot}/ship`]: 0, [`${q.game}/pending`]: null,
        [`${base(code)}/players/kari/points`]: 3, [`${q.game}/hits/kari/0`]: 1, [`${q.game}/sunk/kari/0`]: 'A1',
      }));
      await denied(set(ref(ola.db, `${q.game}/hits/kari/0`), 5));
    });
  });

  describe('a defender who stays away', () => {
    /** Kari fires at Ola; the shot then waited `age` ms (the owner backdates its server time). */
    async function waitingShot(age: number) {
      const code = await newRoom({ ready: true });
      await shoot(kari.db, code, 'kari', await room(code), 'F1');
      await rdb.seed(`${base(code)}/game/shots/kari/F1/at`, Date.now() - age);
      return code;
    }
    const presence = (code: string, uid: string) => `presence/battleshots/${code}/${uid}/c1`;

    it('lets the shooter end the game as a forfeit after 60 s while the defender has no phone in the room', async () => {
      const code = await waitingShot(61_000);
      await allowed(declareGone(kari.db, code, 'kari', await room(code)));
      const over = await room(code);
      expect(over.game.winner).toBe('kari');
      expect(over.game.forfeit).toBe('ola');
      // The shot stays unanswered and nobody answers it now.
      await denied(answerShotAt(ola.db, code, 'ola', { ...over, game: { ...over.game, winner: null } }, stacked));
    });

    it('refuses a forfeit before 60 s, while the defender is present, or by anyone but the shooter', async () => {
      const early = await waitingShot(30_000);
      await denied(declareGone(kari.db, early, 'kari', await room(early)));

      const code = await waitingShot(61_000);
      await set(ref(ola.db, presence(code, 'ola')), true);
      await denied(declareGone(kari.db, code, 'kari', await room(code)));
      await remove(ref(ola.db, presence(code, 'ola')));
      const r = await room(code);
      await denied(move(per.db, code, { [`${base(code)}/game/winner`]: 'kari', [`${base(code)}/game/forfeit`]: 'ola' }));
      await denied(move(ola.db, code, { [`${base(code)}/game/winner`]: 'kari', [`${base(code)}/game/forfeit`]: 'ola' }));
      // The shooter cannot name the wrong loser, win without the forfeit, or forfeit themselves.
      await denied(move(kari.db, code, { [`${base(code)}/game/winner`]: 'kari', [`${base(code)}/game/forfeit`]: 'kari' }));
      await denied(set(ref(kari.db, `${base(code)}/game/winner`), 'kari'));
      await denied(move(kari.db, code, { [`${base(code)}/game/winner`]: 'ola', [`${base(code)}/game/forfeit`]: 'ola' }));
      // The forfeit ends the game, so it must switch game_active off in the same write.
      await denied(move(kari.db, code, { [`${base(code)}/game/winner`]: 'kari', [`${base(code)}/game/forfeit`]: 'ola' }));
      expect(await rdb.readAsOwner(`${base(code)}/settings/game_active`)).toBe(true);
      await allowed(declareGone(kari.db, code, 'kari', r));
      expect(await rdb.readAsOwner(`${base(code)}/settings/game_active`)).toBe(false);
    });

    it('refuses a forfeit with no shot waiting', async () => {
      const code = await newRoom({ ready: true });
      await turn(code, kari, ola, 'F1');
      await denied(move(ola.db, code, { [`${base(code)}/game/winner`]: 'ola', [`${base(code)}/game/forfeit`]: 'kari' }));
    });
  });

  describe('end of the game', () => {
    it('plays a whole game: the fifth sinking names the winner, boards may then be revealed, rematch when both accept', async () => {
      const code = await newRoom({ ready: true });
      const active = async () => (await room(code)).settings.gameActive;
      expect(await active()).toBe(true);
      await denied(revealFleet(kari.db, code, 'kari', stacked));
      await denied(set(ref(kari.db, `${base(code)}/game/rematch/kari`), true));
      for (const cell of stackedCells) await turn(code, kari, ola, cell);
      const over = await room(code);
      expect(over.game.winner).toBe('kari');
      expect(over.settings.gameActive).toBe(false);
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
      await denied(move(kari.db, code, { [`${base(code)}/game`]: { turn: 'ola' } }));
      await askRematch(kari.db, code, 'kari', await room(code));
      expect((await room(code)).game.winner).toBe('kari');
      await denied(move(ola.db, code, { [`${base(code)}/game`]: { turn: 'kari' } }));
      await denied(move(ola.db, code, { [`${base(code)}/game`]: { turn: 'ola', winner: 'ola' } }));
      await askRematch(ola.db, code, 'ola', await room(code));
      await denied(move(per.db, code, { [`${base(code)}/game`]: { turn: 'ola' } }));
      await startRematch(kari.db, code, await room(code));
      const next = await room(code);
      expect(next.game).toMatchObject({ turn: 'ola', winner: null, pending: null, shots: {} });
      expect(next.game.ready.size).toBe(0);
      expect(next.players.kari.points).toBe(17);
      expect(next.settings.gameActive).toBe(false);
      // The boards are open for a new placement again, and the next game runs once both are ready.
      await allowed(placeFleet(kari.db, code, 'kari', await room(code), stacked));
      expect(await active()).toBe(false);
      await allowed(placeFleet(ola.db, code, 'ola', await room(code), stacked));
      expect(await active()).toBe(true);
    });
  });
});
