/** @jest-environment node */
// The shared room mechanism's rules (lobby, code index, password, members, presence), through
// localdb and the real SDK, for a signed-out visitor, a stranger, a member and the creator.
import { get, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { closeClients, connectClients, readAsOwner, type TestClient } from '@/localdb/testing';
import { proostGame } from '@/lib/proost/data';
import { createRoom, findRoom, joinRoom } from '@/lib/rooms/data';
import { startRulesDb } from './helpers';

const DENIED = /permission/i;
const allowed = (p: Promise<unknown>) => expect(p).resolves.not.toThrow();
const denied = (p: Promise<unknown>) => expect(p).rejects.toThrow(DENIED);

describe('rules: rooms (lobby, codes, password, members, presence)', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let creator: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  const PUBLIC = 'Pub01';
  const PRIVATE = 'PrIv1';

  beforeAll(async () => {
    ctx = await startRulesDb('rooms');
    [creator, member, stranger] = await connectClients(ctx.server, ctx.ns, 3, { uids: ['creator', 'member', 'stranger'] });
    [signedOut] = await connectClients(ctx.server, ctx.ns, 1);
    await createRoom(creator.db, proostGame, 'creator', { code: PUBLIC, name: 'Åpen fest', creatorName: 'Kari', private: false, password: '' });
    await createRoom(creator.db, proostGame, 'creator', { code: PRIVATE, name: 'Hemmelig', creatorName: 'Kari', private: true, password: 'hemmelig' });
    await joinRoom(member.db, 'proost', PUBLIC, 'member', { private: false });
    await joinRoom(member.db, 'proost', PRIVATE, 'member', { private: true }, 'hemmelig');
  });

  afterAll(async () => {
    await closeClients([creator, member, stranger, signedOut]);
    await ctx.server.close();
  });

  const lobbyEntry = (uid: string, extra: Record<string, unknown> = {}) => ({
    name: 'Rom', creator_name: 'Ola', created_by: uid, private: false,
    created_at: serverTimestamp(), active_at: serverTimestamp(), ...extra,
  });
  /** A whole creation write as createRoom sends it, for hostile variations. */
  const creation = (code: string, uid: string, over: Record<string, unknown> = {}) => ({
    [`lobby/proost/${code}`]: lobbyEntry(uid),
    [`codes/proost/${code.toLowerCase()}`]: code,
    [`members/proost/${code}/${uid}`]: true,
    [`proost/${code}`]: { settings: { name: 'Rom', private: false, created_by: uid, allow_entries: true, allow_new_players: false, allow_screen_tap: false } },
    ...over,
  });
  const write = (db: Database, changes: Record<string, unknown>) => update(ref(db), changes);

  describe('creation', () => {
    it('stores the lobby entry, code index, password and the creator as a member', async () => {
      expect(await readAsOwner(ctx.server, ctx.ns, `lobby/proost/${PRIVATE}`)).toMatchObject({
        name: 'Hemmelig', creator_name: 'Kari', created_by: 'creator', private: true,
      });
      expect(await readAsOwner(ctx.server, ctx.ns, `codes/proost/${PRIVATE.toLowerCase()}`)).toBe(PRIVATE);
      expect(await readAsOwner(ctx.server, ctx.ns, `members/proost/${PRIVATE}/creator`)).toBe('hemmelig');
      await allowed(get(ref(creator.db, `proost/${PRIVATE}/settings`)));
    });

    it('lets anyone signed in create a room of their own, a signed-out visitor none', async () => {
      await allowed(write(stranger.db, creation('Okay1', 'stranger')));
      await denied(write(signedOut.db, creation('NoAut', 'x')));
    });

    it('refuses a code that equals an existing one ignoring case', async () => {
      await denied(write(stranger.db, creation('pub01', 'stranger')));
      await expect(
        createRoom(stranger.db, proostGame, 'stranger', { code: 'PUB01', name: 'Kopi', creatorName: 'Eve', private: false, password: '' }),
      ).rejects.toThrow(/allerede i bruk/);
    });

    it('refuses a forged created_by in the lobby or the settings', async () => {
      await denied(write(stranger.db, creation('Forg1', 'stranger', { 'lobby/proost/Forg1': lobbyEntry('creator') })));
      const forgedSettings = creation('Forg2', 'stranger');
      (forgedSettings['proost/Forg2'] as { settings: Record<string, unknown> }).settings.created_by = 'creator';
      await denied(write(stranger.db, forgedSettings));
    });

    it('refuses a lobby entry without its code index, or an index pointing elsewhere', async () => {
      const withoutIndex = creation('NoIdx', 'stranger');
      delete withoutIndex['codes/proost/noidx'];
      await denied(write(stranger.db, withoutIndex));
      await denied(write(stranger.db, creation('Wrong', 'stranger', { 'codes/proost/wrong': 'WRONG' })));
    });

    it('refuses invalid shapes: bad code, long name, unknown field, client time', async () => {
      await denied(write(stranger.db, creation('toolong', 'stranger')));
      await denied(write(stranger.db, creation('Long1', 'stranger', { 'lobby/proost/Long1': lobbyEntry('stranger', { name: 'x'.repeat(41) }) })));
      await denied(write(stranger.db, creation('Extr1', 'stranger', { 'lobby/proost/Extr1': lobbyEntry('stranger', { admin: true }) })));
      await denied(write(stranger.db, creation('Time1', 'stranger', { 'lobby/proost/Time1': lobbyEntry('stranger', { created_at: 1 }) })));
      await denied(write(stranger.db, creation('Game1', 'stranger', { 'lobby/chess/Game1': lobbyEntry('stranger') })));
    });

    it('requires a password for a private room, and none for a public one', async () => {
      await denied(write(stranger.db, creation('NoPw1', 'stranger', { 'lobby/proost/NoPw1': lobbyEntry('stranger', { private: true }) })));
      await denied(write(stranger.db, creation('PwPub', 'stranger', { 'secrets/rooms/proost/PwPub/password': 'x' })));
    });

    it('lets nobody write the password after creation, nor the index', async () => {
      await denied(set(ref(creator.db, `secrets/rooms/proost/${PRIVATE}/password`), 'ny'));
      await denied(set(ref(creator.db, `secrets/rooms/proost/${PUBLIC}/password`), 'ny'));
      await denied(set(ref(stranger.db, `codes/proost/${PUBLIC.toLowerCase()}`), 'PUB01'));
      await denied(remove(ref(creator.db, `codes/proost/${PUBLIC.toLowerCase()}`)));
    });
  });

  describe('lobby', () => {
    it('is readable when signed in, not when signed out', async () => {
      await allowed(get(ref(stranger.db, 'lobby/proost')));
      await denied(get(ref(signedOut.db, 'lobby/proost')));
    });

    it('lets nobody change an entry, and only members mark activity', async () => {
      await denied(set(ref(creator.db, `lobby/proost/${PUBLIC}/name`), 'Nytt navn'));
      await denied(set(ref(creator.db, `lobby/proost/${PRIVATE}/private`), false));
      await denied(set(ref(stranger.db, `lobby/proost/${PUBLIC}/active_at`), serverTimestamp()));
      await allowed(set(ref(member.db, `lobby/proost/${PUBLIC}/active_at`), serverTimestamp()));
      await denied(set(ref(member.db, `lobby/proost/${PUBLIC}/active_at`), Date.now() + 1e9));
    });
  });

  describe('password', () => {
    it('is readable by members only', async () => {
      expect((await get(ref(member.db, `secrets/rooms/proost/${PRIVATE}/password`))).val()).toBe('hemmelig');
      await denied(get(ref(stranger.db, `secrets/rooms/proost/${PRIVATE}/password`)));
      await denied(get(ref(signedOut.db, `secrets/rooms/proost/${PRIVATE}/password`)));
    });
  });

  describe('joining', () => {
    it('lets anyone signed in join a public room, not someone signed out', async () => {
      const [guest] = await connectClients(ctx.server, ctx.ns, 1, { uids: ['guest'] });
      try {
        await allowed(set(ref(guest.db, `members/proost/${PUBLIC}/guest`), true));
        await denied(set(ref(guest.db, `members/proost/${PUBLIC}/guest`), 'noe annet'));
      } finally {
        await closeClients([guest]);
      }
      await denied(set(ref(signedOut.db, `members/proost/${PUBLIC}/x`), true));
    });

    it('refuses a wrong password, true, or someone else\'s membership for a private room', async () => {
      await expect(joinRoom(stranger.db, 'proost', PRIVATE, 'stranger', { private: true }, 'HEMMELIG')).rejects.toThrow('Feil passord');
      await denied(set(ref(stranger.db, `members/proost/${PRIVATE}/stranger`), true));
      await denied(set(ref(stranger.db, `members/proost/${PRIVATE}/member`), 'hemmelig'));
      await denied(set(ref(stranger.db, `members/proost/NoRom/stranger`), true));
    });

    it('lets a member read only their own membership', async () => {
      expect((await get(ref(member.db, `members/proost/${PRIVATE}/member`))).val()).toBe('hemmelig');
      await denied(get(ref(member.db, `members/proost/${PRIVATE}/creator`)));
      await denied(get(ref(member.db, `members/proost/${PRIVATE}`)));
    });
  });

  describe('room contents', () => {
    it('are readable by members and the creator, not by a stranger or signed out', async () => {
      await allowed(get(ref(member.db, `proost/${PRIVATE}`)));
      await allowed(get(ref(creator.db, `proost/${PRIVATE}`)));
      await denied(get(ref(stranger.db, `proost/${PRIVATE}`)));
      await denied(get(ref(stranger.db, `proost/${PUBLIC}`)));
      await denied(get(ref(signedOut.db, `proost/${PUBLIC}`)));
    });

    it('cannot be overwritten or deleted as a whole', async () => {
      await denied(set(ref(creator.db, `proost/${PUBLIC}`), { settings: { name: 'x' } }));
      await denied(remove(ref(creator.db, `proost/${PUBLIC}`)));
    });
  });

  describe('presence', () => {
    it('is written by members for themselves and read by members', async () => {
      await allowed(set(ref(member.db, `presence/proost/${PRIVATE}/member/c1`), true));
      await denied(set(ref(member.db, `presence/proost/${PRIVATE}/creator/c1`), true));
      await denied(set(ref(stranger.db, `presence/proost/${PRIVATE}/stranger/c1`), true));
      await denied(set(ref(member.db, `presence/proost/${PRIVATE}/member/c2`), 'ja'));
      await allowed(get(ref(creator.db, `presence/proost/${PRIVATE}`)));
      await denied(get(ref(stranger.db, `presence/proost/${PRIVATE}`)));
    });
  });

  describe('lookup ignoring case and closing', () => {
    it('finds a room by the exact code first, then ignoring case', async () => {
      await expect(findRoom(stranger.db, 'proost', 'priv1')).resolves.toMatchObject({ code: PRIVATE });
      await expect(findRoom(stranger.db, 'proost', ' PUB01 ')).resolves.toMatchObject({ code: PUBLIC });
      await expect(findRoom(stranger.db, 'proost', 'Zzzz9')).resolves.toBeNull();
    });

    it('lets only the creator close a room, which takes it out of the lobby for good', async () => {
      await createRoom(creator.db, proostGame, 'creator', { code: 'Clos1', name: 'Kort', creatorName: 'Kari', private: false, password: '' });
      await denied(remove(ref(member.db, 'lobby/proost/Clos1')));
      await denied(remove(ref(stranger.db, 'lobby/proost/Clos1')));
      await allowed(remove(ref(creator.db, 'lobby/proost/Clos1')));
      await expect(findRoom(stranger.db, 'proost', 'clos1')).resolves.toBeNull();
      // The code stays taken: nobody can open a new room (and its contents) under it.
      await denied(write(stranger.db, creation('Clos1', 'stranger')));
      await denied(set(ref(stranger.db, 'lobby/proost/Clos1'), lobbyEntry('stranger')));
      await denied(set(ref(stranger.db, 'members/proost/Clos1/stranger'), true));
    });
  });
});
