/** @jest-environment node */
// The shared room mechanism's rules (lobby, code index, password, members, presence), through
// localdb and the real SDK, for a signed-out visitor, a stranger, a member and the creator.
import { equalTo, get, onValue, orderByChild, query, ref, remove, serverTimestamp, set, startAt, update, type Database } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { addPlayer, proostGame } from '@/features/proost/lib/data';
import { changePassword, createRoom, findRoom, joinRoom, LOBBY_LIMIT, lobbyRead, removeMember } from '@/lib/rooms/data';
import { getRoomContent, listenRoomContent } from '@/lib/rooms/roomContent';
import { rotateViewKey, VIEW_KEY_PATTERN } from '@/lib/rooms/viewKey';
import { PASSWORD_WAIT_TEXT } from '@/lib/rooms/texts';
import { waitFor } from '../localdb/helpers';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from './helpers';


describe('rules: rooms (lobby, codes, password, members, presence)', () => {
  const rdb = setupRulesDb('rooms', { users: ['guest', 'guest2', 'guest3', 'mallory'] });
  let creator: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  const PUBLIC = 'Pub01';
  const PRIVATE = 'PrIv1';

  beforeAll(async () => {
    [creator, member, stranger, signedOut] = [rdb.as('creator'), rdb.as('member'), rdb.as('stranger'), rdb.signedOut];
    await createRoom(creator.db, proostGame, 'creator', { code: PUBLIC, name: 'Åpen fest', creatorName: 'Kari', private: false, password: '' });
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code: PRIVATE, name: 'Hemmelig', creatorName: 'Kari', private: true, password: 'hemmelig' });
    await joinRoom(member.db, 'proost', PUBLIC, 'member', { private: false });
    await joinRoom(member.db, 'proost', PRIVATE, 'member', { private: true }, 'hemmelig');
  });

  // Every test starts with no recent creation or guess, so a refusal is never the rate limit's
  // unless the test makes it so.
  beforeEach(async () => {
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
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
    ...rateEntry('lobby', uid, `proost/${code}`),
    ...over,
  });
  const write = (db: Database, changes: Record<string, unknown>) => update(ref(db), changes);

  describe('creation', () => {
    it('stores the lobby entry, code index, password and the creator as a member', async () => {
      expect(await rdb.readAsOwner(`lobby/proost/${PRIVATE}`)).toMatchObject({
        name: 'Hemmelig', creator_name: 'Kari', created_by: 'creator', private: true,
      });
      expect(await rdb.readAsOwner(`codes/proost/${PRIVATE.toLowerCase()}`)).toBe(PRIVATE);
      expect(await rdb.readAsOwner(`members/proost/${PRIVATE}/creator`)).toBe('hemmelig');
      await expectAllowed(getRoomContent(creator.db, 'proost', PRIVATE, `proost/${PRIVATE}/settings`));
    });

    it('lets anyone signed in create a room of their own, a signed-out visitor none', async () => {
      await expectAllowed(write(stranger.db, creation('Okay1', 'stranger')));
      await expectDenied(write(signedOut.db, creation('NoAut', 'x')));
    });

    it('refuses a code that equals an existing one ignoring case', async () => {
      await expectDenied(write(stranger.db, creation('pub01', 'stranger')));
      await expect(
        createRoom(stranger.db, proostGame, 'stranger', { code: 'PUB01', name: 'Kopi', creatorName: 'Eve', private: false, password: '' }),
      ).rejects.toThrow(/allerede i bruk/);
    });

    it('refuses a forged created_by in the lobby or the settings', async () => {
      await expectDenied(write(stranger.db, creation('Forg1', 'stranger', { 'lobby/proost/Forg1': lobbyEntry('creator') })));
      const forgedSettings = creation('Forg2', 'stranger');
      (forgedSettings['proost/Forg2'] as { settings: Record<string, unknown> }).settings.created_by = 'creator';
      await expectDenied(write(stranger.db, forgedSettings));
    });

    it('refuses a lobby entry without its code index, or an index pointing elsewhere', async () => {
      const withoutIndex = creation('NoIdx', 'stranger');
      delete withoutIndex['codes/proost/noidx'];
      await expectDenied(write(stranger.db, withoutIndex));
      await expectDenied(write(stranger.db, creation('Wrong', 'stranger', { 'codes/proost/wrong': 'WRONG' })));
    });

    it('refuses invalid shapes: bad code, long name, unknown field, client time', async () => {
      await expectDenied(write(stranger.db, creation('toolong', 'stranger')));
      await expectDenied(write(stranger.db, creation('Long1', 'stranger', { 'lobby/proost/Long1': lobbyEntry('stranger', { name: 'x'.repeat(41) }) })));
      await expectDenied(write(stranger.db, creation('Extr1', 'stranger', { 'lobby/proost/Extr1': lobbyEntry('stranger', { admin: true }) })));
      await expectDenied(write(stranger.db, creation('Time1', 'stranger', { 'lobby/proost/Time1': lobbyEntry('stranger', { created_at: 1 }) })));
      await expectDenied(write(stranger.db, creation('Game1', 'stranger', { 'lobby/chess/Game1': lobbyEntry('stranger') })));
    });

    it('requires a password for a private room, and none for a public one', async () => {
      await expectDenied(write(stranger.db, creation('NoPw1', 'stranger', { 'lobby/proost/NoPw1': lobbyEntry('stranger', { private: true }) })));
      await expectDenied(write(stranger.db, creation('PwPub', 'stranger', { 'secrets/rooms/proost/PwPub/password': 'x' })));
    });

    it('lets nobody but the creator change the password after creation, and nobody the index', async () => {
      await expectDenied(set(ref(member.db, `secrets/rooms/proost/${PRIVATE}/password`), 'ny'));
      await expectDenied(set(ref(stranger.db, `secrets/rooms/proost/${PRIVATE}/password`), 'ny'));
      await expectDenied(set(ref(creator.db, `secrets/rooms/proost/${PRIVATE}/password`), null));
      await expectDenied(set(ref(creator.db, `secrets/rooms/proost/${PUBLIC}/password`), 'ny'));
      await expectDenied(set(ref(stranger.db, `codes/proost/${PUBLIC.toLowerCase()}`), 'PUB01'));
      await expectDenied(remove(ref(creator.db, `codes/proost/${PUBLIC.toLowerCase()}`)));
    });
  });

  describe('lobby', () => {
    it('is readable when signed in, not when signed out', async () => {
      await expectAllowed(get(ref(stranger.db, 'lobby/proost')));
      await expectDenied(get(ref(signedOut.db, 'lobby/proost')));
    });

    it('lets nobody change an entry, and only members mark activity', async () => {
      await expectDenied(set(ref(creator.db, `lobby/proost/${PUBLIC}/name`), 'Nytt navn'));
      await expectDenied(set(ref(creator.db, `lobby/proost/${PRIVATE}/private`), false));
      await expectDenied(set(ref(stranger.db, `lobby/proost/${PUBLIC}/active_at`), serverTimestamp()));
      await expectAllowed(set(ref(member.db, `lobby/proost/${PUBLIC}/active_at`), serverTimestamp()));
      await expectDenied(set(ref(member.db, `lobby/proost/${PUBLIC}/active_at`), Date.now() + 1e9));
    });
  });

  describe('password', () => {
    it('is readable by members only', async () => {
      expect((await get(ref(member.db, `secrets/rooms/proost/${PRIVATE}/password`))).val()).toBe('hemmelig');
      await expectDenied(get(ref(stranger.db, `secrets/rooms/proost/${PRIVATE}/password`)));
      await expectDenied(get(ref(signedOut.db, `secrets/rooms/proost/${PRIVATE}/password`)));
    });
  });

  describe('joining', () => {
    it('lets anyone signed in join a public room, not someone signed out', async () => {
      const guest = rdb.as('guest');
      await expectAllowed(set(ref(guest.db, `members/proost/${PUBLIC}/guest`), true));
      await expectDenied(set(ref(guest.db, `members/proost/${PUBLIC}/guest`), 'noe annet'));
      await expectDenied(set(ref(signedOut.db, `members/proost/${PUBLIC}/x`), true));
    });

    it('refuses a right password written without a recorded guess of the same uid, room and password', async () => {
      await expectDenied(set(ref(stranger.db, `members/proost/${PRIVATE}/stranger`), 'hemmelig'));
      // A guess for another room, or another password, does not open this one.
      await set(ref(stranger.db, 'room_attempts/stranger'), { uid: 'stranger', game: 'proost', code: PUBLIC, password: 'hemmelig', at: serverTimestamp() });
      await expectDenied(set(ref(stranger.db, `members/proost/${PRIVATE}/stranger`), 'hemmelig'));
      await rdb.seed('room_attempts/stranger', { uid: 'stranger', game: 'proost', code: PRIVATE, password: 'hemmelig', at: Date.now() - 61_000 });
      await expectDenied(set(ref(stranger.db, `members/proost/${PRIVATE}/stranger`), 'hemmelig'));
    });

    it('limits password guesses per uid: the second within seconds is refused, another guest is not held up', async () => {
      const mallory = rdb.as('mallory');
      await expect(joinRoom(mallory.db, 'proost', PRIVATE, 'mallory', { private: true }, 'gjett1')).rejects.toThrow('Feil passord');
      await expectDenied(set(ref(mallory.db, 'room_attempts/mallory'), { uid: 'mallory', game: 'proost', code: PRIVATE, password: 'hemmelig', at: serverTimestamp() }));
      // The client waits the interval out once by itself; a guess that keeps blocking is reported.
      await rdb.seed('room_attempts/mallory', { uid: 'mallory', game: 'proost', code: PRIVATE, password: 'x', at: Date.now() + 10_000 });
      await expect(joinRoom(mallory.db, 'proost', PRIVATE, 'mallory', { private: true }, 'hemmelig')).rejects.toThrow(PASSWORD_WAIT_TEXT);
      // The old way of guessing, one membership write per guess, is refused outright.
      await expectDenied(set(ref(mallory.db, `members/proost/${PRIVATE}/mallory`), 'hemmelig'));
      await joinRoom(rdb.as('guest2').db, 'proost', PRIVATE, 'guest2', { private: true }, 'hemmelig');
      expect(await rdb.readAsOwner(`members/proost/${PRIVATE}/guest2`)).toBe('hemmelig');
    });

    it('refuses partial or forged rewrites of a password guess', async () => {
      const mallory = rdb.as('mallory');
      await rdb.seed('room_attempts/mallory', { uid: 'mallory', game: 'proost', code: PRIVATE, password: 'x', at: Date.now() - 3500 });
      await expectDenied(set(ref(mallory.db, 'room_attempts/mallory/password'), 'hemmelig'));
      await expectDenied(update(ref(mallory.db, 'room_attempts/mallory'), { password: 'hemmelig', code: PRIVATE }));
      await expectDenied(set(ref(mallory.db, 'room_attempts/mallory'), { uid: 'mallory', game: 'proost', code: PRIVATE, password: 'hemmelig', at: Date.now() - 1000 }));
      await expectDenied(set(ref(mallory.db, 'room_attempts/guest'), { uid: 'guest', game: 'proost', code: PRIVATE, password: 'hemmelig', at: serverTimestamp() }));
      await expectDenied(set(ref(mallory.db, 'room_attempts/mallory'), null));
      await expectDenied(get(ref(mallory.db, 'room_attempts/mallory')));
      expect(await rdb.readAsOwner('room_attempts/mallory/password')).toBe('x');
    });

    it('refuses a wrong password, true, or someone else\'s membership for a private room', async () => {
      await expect(joinRoom(stranger.db, 'proost', PRIVATE, 'stranger', { private: true }, 'HEMMELIG')).rejects.toThrow('Feil passord');
      await expectDenied(set(ref(stranger.db, `members/proost/${PRIVATE}/stranger`), true));
      await expectDenied(set(ref(stranger.db, `members/proost/${PRIVATE}/member`), 'hemmelig'));
      await expectDenied(set(ref(stranger.db, `members/proost/NoRom/stranger`), true));
    });

    it('lets a member read only their own membership', async () => {
      expect((await get(ref(member.db, `members/proost/${PRIVATE}/member`))).val()).toBe('hemmelig');
      await expectDenied(get(ref(member.db, `members/proost/${PRIVATE}/creator`)));
      await expectDenied(get(ref(member.db, `members/proost/${PRIVATE}`)));
    });
  });

  describe('removing members and changing a leaked password', () => {
    const ROOM = 'Lekk1';
    beforeAll(async () => {
      await rdb.seed('rate', null);
      await createRoom(creator.db, proostGame, 'creator', { code: ROOM, name: 'Lekk', creatorName: 'Kari', private: true, password: 'gammelt' });
      await rdb.seed('room_attempts', null);
      await joinRoom(rdb.as('guest3').db, 'proost', ROOM, 'guest3', { private: true }, 'gammelt');
      await set(ref(rdb.as('guest3').db, `presence/proost/${ROOM}/guest3/c1`), true);
    });

    it('only the creator lists and removes members, and changes the password; the removed member needs the new one', async () => {
      const guest3 = rdb.as('guest3');
      await expectDenied(get(ref(guest3.db, `members/proost/${ROOM}`)));
      expect(Object.keys((await get(ref(creator.db, `members/proost/${ROOM}`))).val()).sort()).toEqual(['creator', 'guest3']);
      await expectDenied(remove(ref(guest3.db, `members/proost/${ROOM}/creator`)));
      await expectDenied(remove(ref(stranger.db, `members/proost/${ROOM}/guest3`)));
      await expectDenied(set(ref(creator.db, `members/proost/${ROOM}/guest3`), 'gammelt'));
      await expectDenied(changePassword(guest3.db, 'proost', ROOM, 'mitt'));
      await removeMember(creator.db, 'proost', ROOM, 'guest3', { private: true });
      expect(await rdb.readAsOwner(`members/proost/${ROOM}/guest3`)).toBeNull();
      expect(await rdb.readAsOwner(`presence/proost/${ROOM}/guest3`)).toBeNull();
      await expectDenied(get(ref(guest3.db, `proost/${ROOM}`)));
      await changePassword(creator.db, 'proost', ROOM, ' nytt ');
      // The new password goes to a fresh node (docs/rooms.md "Removing a member").
      const epoch = (await rdb.readAsOwner(`secrets/rooms/proost/${ROOM}/epoch`)) as string;
      expect(await rdb.readAsOwner(`secrets/rooms/proost/${ROOM}/passwords/${epoch}`)).toBe('nytt');
      await expect(joinRoom(guest3.db, 'proost', ROOM, 'guest3', { private: true }, 'gammelt')).rejects.toThrow('Feil passord');
      await joinRoom(guest3.db, 'proost', ROOM, 'guest3', { private: true }, 'nytt');
      await expectAllowed(getRoomContent(guest3.db, 'proost', ROOM));
    });
  });

  describe('a removed member keeps no way to the new password (docs/security.md "Removed members")', () => {
    let guest: TestClient;
    let rooms = 0;
    /** A private room of its own per test (random order), with guest2 a member. */
    async function roomWithGuest() {
      const code = `Fjer${++rooms}`;
      guest = rdb.as('guest2');
      await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fjern', creatorName: 'Kari', private: true, password: 'forste' });
      await joinRoom(guest.db, 'proost', code, 'guest2', { private: true }, 'forste');
      await rdb.seed('room_attempts', null);
      return { code, secrets: `secrets/rooms/proost/${code}` };
    }

    it('the contents written after a removal never reach a listener the removed member had open, revoked or not', async () => {
      const { code, secrets } = await roomWithGuest();
      const viewId = (await rdb.readAsOwner(`${secrets}/view_at`)) as string;
      const key = (await get(ref(guest.db, `${secrets}/views/${viewId}`))).val() as string;
      expect(key).toMatch(VIEW_KEY_PATTERN);
      // What a hostile member keeps open: the query by the key it knows (its rule reads no data,
      // so no server revokes it) and the app's own listener. The room's path refuses a member.
      await expectDenied(get(ref(guest.db, `proost/${code}`)));
      const byKey: unknown[] = [];
      let revoked = false;
      const stopQuery = onValue(
        query(ref(guest.db, 'proost'), orderByChild('k'), equalTo(key)),
        (s) => byKey.push(s.val()),
        () => (revoked = true),
      );
      const inApp: unknown[] = [];
      const stopApp = listenRoomContent(guest.db, 'proost', code, (s) => inApp.push(s.val()), () => undefined);
      await waitFor(() => byKey.length > 0 && inApp.length > 0);
      expect(Object.keys(byKey[0] as object)).toEqual([code]);

      await removeMember(creator.db, 'proost', code, 'guest2', { private: true });
      await addPlayer(creator.db, code, 'creator', 'Etter Fjerning');
      // The creator's own read has the new player, so the guest's listeners would have had it too.
      const seenByCreator: unknown[] = [];
      const stopCreator = listenRoomContent(creator.db, 'proost', code, (s) => seenByCreator.push(s.val()), () => undefined);
      await waitFor(() => JSON.stringify(seenByCreator).includes('Etter Fjerning'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopCreator();
      expect(JSON.stringify(byKey)).not.toContain('Etter Fjerning');
      expect(JSON.stringify(inApp)).not.toContain('Etter Fjerning');
      // The query stayed granted: the room left it because it moved to a new key.
      expect(revoked).toBe(false);
      expect(byKey.at(-1)).toBeNull();
      stopQuery();
      stopApp();
      // The new key is under an id never in force while the guest was a member: refused.
      const newId = (await rdb.readAsOwner(`${secrets}/view_at`)) as string;
      expect(newId).not.toBe(viewId);
      await expectDenied(get(ref(guest.db, `${secrets}/views/${newId}`)));
      await expectDenied(getRoomContent(guest.db, 'proost', code));
    });

    it('a private room from before view keys: members wait, and the creator role gives it one by opening it', async () => {
      const code = `Gml${++rooms}`;
      await rdb.seed(`lobby/proost/${code}`, { name: 'Gammel', creator_name: 'Kari', created_by: 'creator', private: true, created_at: 1, active_at: 1 });
      await rdb.seed(`secrets/rooms/proost/${code}/password`, 'forste');
      await rdb.seed(`members/proost/${code}`, { creator: 'forste', guest2: 'forste' });
      await rdb.seed(`proost/${code}/settings`, { name: 'Gammel', private: true, created_by: 'creator', allow_entries: true, allow_new_players: false, allow_screen_tap: false });
      guest = rdb.as('guest2');
      await expectDenied(get(ref(guest.db, `proost/${code}`)));
      await expectDenied(getRoomContent(guest.db, 'proost', code));
      expect(await rdb.readAsOwner(`secrets/rooms/proost/${code}/view_at`)).toBeNull();
      expect((await getRoomContent(creator.db, 'proost', code)).child('settings/name').val()).toBe('Gammel');
      const id = (await rdb.readAsOwner(`secrets/rooms/proost/${code}/view_at`)) as string;
      expect(await rdb.readAsOwner(`proost/${code}/k`)).toBe(await rdb.readAsOwner(`secrets/rooms/proost/${code}/views/${id}`));
      expect((await getRoomContent(guest.db, 'proost', code)).child('settings/name').val()).toBe('Gammel');
    });

    it('a view key cannot be guessed, forged, listed, rewound or dropped', async () => {
      const { code, secrets } = await roomWithGuest();
      const viewId = (await rdb.readAsOwner(`${secrets}/view_at`)) as string;
      const key = (await rdb.readAsOwner(`${secrets}/views/${viewId}`)) as string;
      // A guess of the right shape finds nothing; other queries on the rooms are refused.
      expect((await get(query(ref(stranger.db, 'proost'), orderByChild('k'), equalTo('A'.repeat(24))))).val()).toBeNull();
      await expectDenied(get(query(ref(stranger.db, 'proost'), orderByChild('k'), equalTo('kort'))));
      await expectDenied(get(query(ref(stranger.db, 'proost'), orderByChild('k'), startAt('A'.repeat(24)))));
      await expectDenied(get(query(ref(stranger.db, 'proost'), orderByChild('settings/private'), equalTo(true))));
      await expectDenied(get(query(ref(signedOut.db, 'proost'), orderByChild('k'), equalTo(key))));
      // Only members read the key in force; nothing above it is readable, nor a key not yet in force.
      await expectDenied(get(ref(stranger.db, `${secrets}/views/${viewId}`)));
      await expectDenied(get(ref(guest.db, `${secrets}/views`)));
      await expectDenied(get(ref(guest.db, `${secrets}/views/${'B'.repeat(24)}`)));
      // Only the creator role moves the key, to a fresh id, with the contents' `k` in the same update.
      const fresh = { id: 'C'.repeat(24), key: 'D'.repeat(24) };
      await expectDenied(update(ref(guest.db), rotateViewKey('proost', code, fresh)));
      await expectDenied(set(ref(guest.db, `proost/${code}/k`), 'E'.repeat(24)));
      await expectDenied(remove(ref(guest.db, `proost/${code}/k`)));
      await expectDenied(remove(ref(creator.db, `proost/${code}/k`)));
      await expectDenied(set(ref(creator.db, `proost/${code}/k`), 'E'.repeat(24)));
      await expectDenied(update(ref(creator.db), { ...rotateViewKey('proost', code, fresh), [`proost/${code}/k`]: key }));
      await expectDenied(update(ref(creator.db), { ...rotateViewKey('proost', code, { id: fresh.id, key: 'kort' }) }));
      await expectDenied(update(ref(creator.db), { [`${secrets}/view_at`]: fresh.id }));
      await expectAllowed(update(ref(creator.db), rotateViewKey('proost', code, fresh)));
      // Back to an id once in force (its listeners hold its key), or rewriting a key: refused.
      await expectDenied(update(ref(creator.db), { [`${secrets}/view_at`]: viewId, [`proost/${code}/k`]: key }));
      await expectDenied(set(ref(creator.db, `${secrets}/views/${fresh.id}`), 'F'.repeat(24)));
      await expectDenied(set(ref(creator.db, `${secrets}/view_at`), null));
      // A public room has no view key.
      await expectDenied(update(ref(creator.db), rotateViewKey('proost', PUBLIC, { id: 'G'.repeat(24), key: 'H'.repeat(24) })));
    });

    it("a listener opened while a member is attached where no later password is ever written, and a later password's node refuses it", async () => {
      const { code, secrets } = await roomWithGuest();
      // The guest listens, as a member, to every password node it may read.
      const seen: unknown[] = [];
      const listen = (path: string) => onValue(ref(guest.db, path), (s) => seen.push(s.val()), () => undefined);
      listen(`${secrets}/password`);
      listen(`${secrets}/epoch`);
      await waitFor(() => seen.length === 2);
      expect(seen).toEqual(['forste', null]);
      // Nothing above the password nodes is readable, and no future key can be listened to in advance.
      await expectDenied(get(ref(guest.db, secrets)));
      await expectDenied(get(ref(guest.db, `${secrets}/passwords`)));
      await expectDenied(get(ref(guest.db, `${secrets}/passwords/-Nkommer`)));

      await removeMember(creator.db, 'proost', code, 'guest2', { private: true });
      await changePassword(creator.db, 'proost', code, 'andre');
      const first = (await rdb.readAsOwner(`${secrets}/epoch`)) as string;
      await changePassword(creator.db, 'proost', code, 'tredje');
      const second = (await rdb.readAsOwner(`${secrets}/epoch`)) as string;
      expect(second).not.toBe(first);
      // Every node the guest could ever read still holds what it held then.
      expect(await rdb.readAsOwner(`${secrets}/password`)).toBe('forste');
      expect(await rdb.readAsOwner(`${secrets}/passwords/${first}`)).toBe('andre');
      expect(await rdb.readAsOwner(`${secrets}/passwords/${second}`)).toBe('tredje');
      await expectDenied(get(ref(guest.db, `${secrets}/passwords/${second}`)));
      await expectDenied(get(ref(guest.db, `${secrets}/passwords/${first}`)));
      expect(JSON.stringify(seen)).not.toMatch(/andre|tredje/);
      // Members read the one in force; the first password is no longer served.
      expect((await get(ref(creator.db, `${secrets}/passwords/${second}`))).val()).toBe('tredje');
      await expectDenied(get(ref(creator.db, `${secrets}/password`)));
      await expectDenied(get(ref(creator.db, `${secrets}/passwords/${first}`)));
    });

    it('no node is rewritten, and the pointer only moves to a fresh key written with it', async () => {
      const { code, secrets } = await roomWithGuest();
      await changePassword(creator.db, 'proost', code, 'fjerde');
      const epoch = (await rdb.readAsOwner(`${secrets}/epoch`)) as string;
      // In place, as before this change, or under a node once in force: refused.
      await expectDenied(set(ref(creator.db, `${secrets}/password`), 'lekket'));
      await expectDenied(set(ref(creator.db, `${secrets}/passwords/${epoch}`), 'lekket'));
      await expectDenied(remove(ref(creator.db, `${secrets}/passwords/${epoch}`)));
      // Back to a key used before (whose listeners hold its password), away, to an empty or a bad key.
      await rdb.seed(`${secrets}/passwords/gammel`, 'gammelt');
      await expectDenied(update(ref(creator.db, secrets), { epoch: 'gammel', 'passwords/gammel': 'x' }));
      await expectDenied(set(ref(creator.db, `${secrets}/epoch`), 'gammel'));
      await expectDenied(set(ref(creator.db, `${secrets}/epoch`), null));
      await expectDenied(set(ref(creator.db, `${secrets}/epoch`), 'tomt'));
      await expectDenied(update(ref(creator.db, secrets), { epoch: 'ikke.en.nokkel', 'passwords/x': 'x' }));
      // Only the creator role changes it, and only in a private room.
      await expectDenied(update(ref(guest.db, secrets), { epoch: 'ny1', 'passwords/ny1': 'mitt' }));
      await expectDenied(update(ref(creator.db, `secrets/rooms/proost/${PUBLIC}`), { epoch: 'ny1', 'passwords/ny1': 'mitt' }));
      expect(await rdb.readAsOwner(`${secrets}/epoch`)).toBe(epoch);
      await expectAllowed(update(ref(creator.db, secrets), { epoch: 'ny2', 'passwords/ny2': 'sjette' }));
    });

    it('rejoining takes the password in force: what the removed member knew is refused', async () => {
      const { code } = await roomWithGuest();
      await removeMember(creator.db, 'proost', code, 'guest2', { private: true });
      await changePassword(creator.db, 'proost', code, 'andre');
      await expect(joinRoom(guest.db, 'proost', code, 'guest2', { private: true }, 'forste')).rejects.toThrow('Feil passord');
      await rdb.seed('room_attempts', null);
      // A membership that names the old password with a recorded guess of it: refused as well.
      await set(ref(guest.db, 'room_attempts/guest2'), { uid: 'guest2', game: 'proost', code, password: 'forste', at: serverTimestamp() });
      await expectDenied(set(ref(guest.db, `members/proost/${code}/guest2`), 'forste'));
      await rdb.seed('room_attempts', null);
      await joinRoom(guest.db, 'proost', code, 'guest2', { private: true }, 'andre');
      expect(await rdb.readAsOwner(`members/proost/${code}/guest2`)).toBe('andre');
    });
  });

  describe('floods and old rooms', () => {
    it('creates one room per update and one per uid every few seconds', async () => {
      const two = { ...creation('Flod1', 'stranger'), ...creation('Flod2', 'stranger') };
      two['rate/lobby/stranger'] = { at: serverTimestamp(), key: 'proost/Flod1' };
      await expectDenied(write(stranger.db, two));
      const withoutRate = creation('Flod3', 'stranger');
      delete withoutRate['rate/lobby/stranger'];
      await expectDenied(write(stranger.db, withoutRate));
      await expectAllowed(write(stranger.db, creation('Flod4', 'stranger')));
      await expectDenied(write(stranger.db, creation('Flod5', 'stranger')));
      await expect(
        createRoom(stranger.db, proostGame, 'stranger', { code: 'Flod6', name: 'x', creatorName: 'Eve', private: false, password: '' }),
      ).rejects.toThrow(/Vent noen sekunder/);
      // The clock cannot be reset by deleting or rewriting the rate node.
      await expectDenied(set(ref(stranger.db, 'rate/lobby/stranger'), null));
      await expectDenied(set(ref(stranger.db, 'rate/lobby/stranger/key'), 'proost/Flod5'));
      await expectDenied(get(ref(stranger.db, 'rate/lobby/stranger')));
      // Another guest is not held up.
      await expectAllowed(write(rdb.as('guest').db, creation('Flod7', 'guest')));
    });

    it('the lobby downloads only the most recently active rooms, however many were made', async () => {
      const now = Date.now();
      const flood: Record<string, unknown> = {};
      for (let i = 0; i < LOBBY_LIMIT + 20; i++) {
        const code = `Fl${String(i).padStart(3, '0')}`;
        flood[code] = { name: `Flom ${i}`, creator_name: 'x', created_by: 'x', private: false, created_at: now - 1000 + i, active_at: now - 1000 + i };
      }
      await rdb.seed('lobby/cah', flood);
      const read = lobbyRead('cah', now);
      const rooms = read.map(await get(read.query(stranger.db)));
      expect(rooms).toHaveLength(LOBBY_LIMIT);
      expect(rooms.map((r) => r.name)).toContain(`Flom ${LOBBY_LIMIT + 19}`);
      expect(rooms.map((r) => r.name)).not.toContain('Flom 0');
      await rdb.seed('lobby/cah', null);
    });

    it('refuses a lobby entry for a room whose contents exist from before the lobby (SPEC shape)', async () => {
      await rdb.seed('proost/OldRm', { settings: { name: 'Gammel', password: 'klartekst', private: true, created_by: 'old-uid' } });
      // The claim writes the lobby entry, index and membership, and leaves the old contents be.
      const claim = creation('OldRm', 'stranger');
      delete claim['proost/OldRm'];
      await expectDenied(write(stranger.db, claim));
      await expectDenied(set(ref(stranger.db, 'members/proost/OldRm/stranger'), true));
      await expectDenied(get(ref(stranger.db, 'proost/OldRm')));
      await expect(
        createRoom(stranger.db, proostGame, 'stranger', { code: 'OldRm', name: 'x', creatorName: 'Eve', private: false, password: '' }),
      ).rejects.toThrow(/ble ikke laget/);
    });
  });

  describe('room contents', () => {
    it('of a private room are read by members and the creator by its view key, by nobody at their path', async () => {
      expect((await getRoomContent(member.db, 'proost', PRIVATE)).child('settings/private').val()).toBe(true);
      expect((await getRoomContent(creator.db, 'proost', PRIVATE)).child('settings/private').val()).toBe(true);
      for (const client of [member, creator, stranger, signedOut]) await expectDenied(get(ref(client.db, `proost/${PRIVATE}`)));
      await expectDenied(getRoomContent(stranger.db, 'proost', PRIVATE));
      await expectDenied(getRoomContent(signedOut.db, 'proost', PRIVATE));
    });

    it('of a public room made by createRoom are readable by anyone, signed out too', async () => {
      await expectAllowed(get(ref(stranger.db, `proost/${PUBLIC}`)));
      await expectAllowed(get(ref(signedOut.db, `proost/${PUBLIC}`)));
    });

    it('cannot be overwritten or deleted as a whole', async () => {
      await expectDenied(set(ref(creator.db, `proost/${PUBLIC}`), { settings: { name: 'x' } }));
      await expectDenied(remove(ref(creator.db, `proost/${PUBLIC}`)));
    });
  });

  describe('presence', () => {
    it('is written by members for themselves and read by members', async () => {
      await expectAllowed(set(ref(member.db, `presence/proost/${PRIVATE}/member/c1`), true));
      await expectDenied(set(ref(member.db, `presence/proost/${PRIVATE}/creator/c1`), true));
      await expectDenied(set(ref(stranger.db, `presence/proost/${PRIVATE}/stranger/c1`), true));
      await expectDenied(set(ref(member.db, `presence/proost/${PRIVATE}/member/c2`), 'ja'));
      await expectAllowed(get(ref(creator.db, `presence/proost/${PRIVATE}`)));
      await expectDenied(get(ref(stranger.db, `presence/proost/${PRIVATE}`)));
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
      await expectDenied(remove(ref(member.db, 'lobby/proost/Clos1')));
      await expectDenied(remove(ref(stranger.db, 'lobby/proost/Clos1')));
      await expectAllowed(remove(ref(creator.db, 'lobby/proost/Clos1')));
      await expect(findRoom(stranger.db, 'proost', 'clos1')).resolves.toBeNull();
      // The code stays taken: nobody can open a new room (and its contents) under it.
      await expectDenied(write(stranger.db, creation('Clos1', 'stranger')));
      await expectDenied(set(ref(stranger.db, 'lobby/proost/Clos1'), lobbyEntry('stranger')));
      await expectDenied(set(ref(stranger.db, 'members/proost/Clos1/stranger'), true));
    });
  });
});
