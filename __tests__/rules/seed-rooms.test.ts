/** @jest-environment node */
// The demo rooms in localdb/seed.json work with the real rules: a guest joins the public one,
// the private one only with the password docs/rooms.md names ("proost"), and can then play. The
// demo pages the performance run measures open signed out and hold what their screens need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestClient } from '@/localdb/testing';
import { drawNextCard, mapProostRoom } from '@/features/proost/lib/data';
import { findRoom, joinRoom } from '@/lib/rooms/data';
import { get, ref } from 'firebase/database';
import { mapBank } from '@/features/cah/lib/bank';
import { joinGame, mapGame } from '@/features/cah/lib/data';
import { mapBattleshotsRoom, takeSeat, ROOM_FULL_TEXT } from '@/features/battleshots/lib/data';
import { categoriesRead, stockRead } from '@/features/fridge/lib/data';
import { visibleQuestsRead } from '@/features/quest/lib/data';
import { joinParty, mapParty } from '@/features/fest/lib/data';
import { READABLE_ID_PATTERN } from '@/lib/rooms/readableId';
import { setupRulesDb } from './helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';

const SEED = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'localdb', 'seed.json'), 'utf8'))['demo-portalen'];

describe('demo rooms in the seed file', () => {
  const rdb = setupRulesDb('seed-rooms', {
    users: ['guest'],
    defaultUsers: false,
    signedOut: false,
    seed: Object.fromEntries(['lobby', 'codes', 'secrets', 'proost'].map((key) => [`/${key}`, SEED[key]])),
  });
  let guest: TestClient;

  beforeAll(() => {
    guest = rdb.as('guest');
  });

  it('lists a public and a private Proost room', async () => {
    const lobby = (await get(ref(guest.db, 'lobby/proost'))).val();
    expect(Object.values(lobby).map((room) => (room as { private: boolean }).private).sort()).toEqual([false, true]);
  });

  it('lets a guest join the public room and draw a card', async () => {
    const found = (await findRoom(guest.db, 'proost', 'festa'))!;
    expect(found.room.private).toBe(false);
    await joinRoom(guest.db, 'proost', found.code, 'guest', found.room);
    const room = mapProostRoom((await get(ref(guest.db, `proost/${found.code}`))).val())!;
    expect(room.questions.length).toBeGreaterThan(0);
    await expect(drawNextCard(guest.db, found.code, 'guest', room)).resolves.toBe(true);
  });

  it('lets a guest into the private room with the password docs/rooms.md names only', async () => {
    const found = (await findRoom(guest.db, 'proost', 'HYTTE'))!;
    expect(found.room.private).toBe(true);
    await expect(joinRoom(guest.db, 'proost', found.code, 'guest', found.room, 'feil')).rejects.toThrow('Feil passord');
    // One guess per uid every few seconds: clear the guest's clock as owner.
    await rdb.seed('/room_attempts/guest', null);
    await joinRoom(guest.db, 'proost', found.code, 'guest', found.room, 'proost');
    // By the demo room's view key only, like any private room (the path first: once the key's
    // query has the room, the SDK would answer from its cache).
    await expect(get(ref(guest.db, `proost/${found.code}/players`))).rejects.toThrow(/permission/i);
    expect((await getRoomContent(guest.db, 'proost', found.code, `proost/${found.code}/players`)).exists()).toBe(true);
  });
});

// The demo pages: each opens signed out from one read (the room page's first paint), and
// works for a guest who signs in, under the real rules and through the app's mappers.
describe('the demo pages in the seed file', () => {
  const rdb = setupRulesDb('seed-demos', {
    users: ['guest'],
    defaultUsers: false,
    seed: Object.fromEntries(Object.entries(SEED).map(([key, value]) => [`/${key}`, value])),
  });
  let signedOut: TestClient;
  let guest: TestClient;

  beforeAll(() => {
    signedOut = rdb.signedOut;
    guest = rdb.as('guest');
  });

  const readOut = async (p: string) => (await get(ref(signedOut.db, p))).val();

  it('Proost FestA reads signed out with its questions; the private Hytte does not', async () => {
    expect(mapProostRoom(await readOut('proost/FestA'))!.questions.length).toBeGreaterThan(0);
    await expect(readOut('proost/Hytte')).rejects.toThrow(/permission/i);
  });

  it('Cah KortA: public, three players, a round in play whose black card is in the bank, one card played', async () => {
    // The seat-taking test below adds a guest to the same room; start from the seed whatever ran first.
    await rdb.seed('/cah/games/KortA', SEED.cah.games.KortA);
    const game = mapGame(await readOut('cah/games/KortA'))!;
    expect(game.settings.status).toBe(1);
    expect(game.players.map((p) => p.name).sort()).toEqual(['Kari', 'Nora', 'Ola']);
    expect(game.round).toMatchObject({ number: 1, phase: 'playing' });
    const bank = mapBank(SEED.cah.questionBank);
    expect(bank.black.find((card) => card.id === game.round!.blackId)?.text).toMatch(/____/);
    expect(game.plays).toHaveLength(1);
    // The hands stay hidden even in a public room.
    await expect(readOut('cah/hands/KortA')).rejects.toThrow(/permission/i);
  });

  it('Cah KortA: a guest joins the room and takes a seat at the table', async () => {
    const found = (await findRoom(guest.db, 'cah', 'korta'))!;
    expect(found).toMatchObject({ code: 'KortA', room: { private: false } });
    await joinRoom(guest.db, 'cah', 'KortA', 'guest', found.room);
    await joinGame(guest.db, 'KortA', 'guest', 'Gjest', false);
    const game = mapGame((await get(ref(guest.db, 'cah/games/KortA'))).val())!;
    expect(game.players).toHaveLength(4);
  });

  it('Battleshots SjoeA: public, both fleets ready, shots fired both ways, a game running', async () => {
    const room = mapBattleshotsRoom(await readOut('battleshots/SjoeA'))!;
    expect(room.settings).toMatchObject({ private: false, gameActive: true });
    expect(Object.values(room.players).map((p) => p.name).sort()).toEqual(['Kari', 'Ola']);
    expect(room.game.ready.size).toBe(2);
    expect(Object.values(room.game.shots).every((shots) => shots.length >= 3 && shots.every((s) => s.result !== null))).toBe(true);
    expect(room.game.winner).toBeNull();
    await expect(readOut('battleshots_boards/SjoeA')).rejects.toThrow(/permission/i);
  });

  it('Battleshots SjoeA: a guest joins to watch; both seats are taken', async () => {
    await rdb.seed('/rate', null);
    const found = (await findRoom(guest.db, 'battleshots', 'SJOEA'))!;
    await joinRoom(guest.db, 'battleshots', 'SjoeA', 'guest', found.room);
    const room = mapBattleshotsRoom((await get(ref(guest.db, 'battleshots/SjoeA'))).val())!;
    await expect(takeSeat(guest.db, 'SjoeA', 'guest', room, 'Gjest')).rejects.toThrow(ROOM_FULL_TEXT);
  });

  it('the party FestX: a guest joins with the password docs/rooms.md names only, and reads it by its view key', async () => {
    await rdb.seed('/room_attempts/guest', null);
    const found = (await findRoom(guest.db, 'fest', 'festx'))!;
    expect(found).toMatchObject({ code: 'FestX', room: { private: true } });
    await expect(readOut('fest/FestX')).rejects.toThrow(/permission/i);
    await expect(joinParty(guest.db, 'FestX', 'guest', 'feil', 'Gjest')).rejects.toThrow('Feil passord');
    // One guess per uid every few seconds: clear the guest's clock as owner.
    await rdb.seed('/room_attempts/guest', null);
    await joinParty(guest.db, 'FestX', 'guest', 'fest', 'Gjest');
    const party = mapParty('FestX', (await getRoomContent(guest.db, 'fest', 'FestX', 'fest/FestX')).val())!;
    expect(party).toMatchObject({ name: 'Julebord', createdBy: 'demo-owner' });
    expect(party.names).toMatchObject({ 'demo-owner': 'Portalen', guest: 'Gjest' });
  });

  it('the fridge demo reads signed out: several items in several categories', async () => {
    const stock = stockRead('demo').map(await get(ref(signedOut.db, 'fridge/demo/stock')));
    const categories = categoriesRead.map(await get(ref(signedOut.db, 'fridge/categories')));
    expect(stock.length).toBeGreaterThanOrEqual(5);
    const used = new Set(stock.map((item) => item.category));
    expect(used.size).toBeGreaterThanOrEqual(4);
    for (const id of used) expect(categories.some((c) => c.id === id)).toBe(true);
  });

  it('the quest log modig-ravn-2718 has a readable id and shows its visible quests signed out, not the hidden one', async () => {
    expect('modig-ravn-2718').toMatch(READABLE_ID_PATTERN);
    expect(await readOut('questlog/modig-ravn-2718/name')).toBe('Hytteeventyret');
    const quests = visibleQuestsRead('modig-ravn-2718').map(await get(ref(signedOut.db, 'questlog/modig-ravn-2718/quests')));
    expect(quests.length).toBeGreaterThanOrEqual(3);
    expect(quests.every((q) => q.visible)).toBe(true);
    await expect(readOut('questlog/modig-ravn-2718/hidden')).rejects.toThrow(/permission/i);
  });
});
