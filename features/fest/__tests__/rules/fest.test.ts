/** @jest-environment node */
// «Festrom»'s rules (docs/rooms.md §Festrom): a party is a private room of the game 'fest', so
// membership takes the password with the rooms' attempt limit; its contents are for members only;
// each member writes only their own name; only the host starts the party's game rooms, and only
// rooms they made, with the password in force.
import { get, ref, remove, serverTimestamp, set } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { createParty, enterPartyRoom, festGame, joinParty, mapParty, setName, startPartyRoom } from '@/features/fest/lib/data';
import { MANIFESTS } from '@/features';
import { createRoom, joinRoom, type RoomGameConfig } from '@/lib/rooms/data';
import { PASSWORD_WAIT_TEXT, ROOM_REFUSED_TEXT, WRONG_PASSWORD_TEXT } from '@/lib/rooms/texts';
import { expectAllowed, expectDenied, setupRulesDb } from '@/__tests__/rules/helpers';

describe('rules: fest', () => {
  const rdb = setupRulesDb('fest', { users: ['guest', 'mallory', 'tv'] });
  let host: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let n = 0;

  beforeAll(() => {
    [host, member, stranger, signedOut] = [rdb.as('creator'), rdb.as('member'), rdb.as('stranger'), rdb.signedOut];
  });

  beforeEach(async () => {
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
  });

  /** A fresh party (host + one member) per test, so tests share no state. */
  async function newParty() {
    const code = `Fe${String(++n).padStart(3, '0')}`;
    await createParty(host.db, 'creator', { code, name: 'Lørdagsfest', hostName: 'Kari', password: 'sol42' });
    await joinParty(member.db, code, 'member', 'sol42', 'Ola');
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
    return code;
  }

  it('makes a private party with the host as member and named, and lets a guest in with the password', async () => {
    const code = await newParty();
    const party = mapParty(code, await rdb.readAsOwner(`fest/${code}`));
    expect(party).toMatchObject({ name: 'Lørdagsfest', createdBy: 'creator', names: { creator: 'Kari', member: 'Ola' }, rooms: [] });
    expect(await rdb.readAsOwner(`fest/${code}/settings/private`)).toBe(true);
    expect(await rdb.readAsOwner(`lobby/fest/${code}/private`)).toBe(true);
    expect(await rdb.readAsOwner(`members/fest/${code}/member`)).toBe('sol42');
  });

  it('refuses a public party', async () => {
    // createRoom reports the rules' refusal in Norwegian (the rate clock is clear: beforeEach).
    await expect(createRoom(host.db, { ...festGame, newRoomContent: (base) => ({ settings: base }) }, 'creator', {
      code: 'FePub', name: 'Åpen', creatorName: 'Kari', private: false, password: '',
    })).rejects.toThrow(ROOM_REFUSED_TEXT);
    expect(await rdb.readAsOwner('fest/FePub')).toBeNull();
  });

  it('refuses a wrong password, and a second guess within seconds (the rooms\' attempt limit)', async () => {
    const code = await newParty();
    const mallory = rdb.as('mallory');
    await expect(joinParty(mallory.db, code, 'mallory', 'gjett', 'Mallory')).rejects.toThrow(WRONG_PASSWORD_TEXT);
    await expectDenied(set(ref(mallory.db, 'room_attempts/mallory'), { uid: 'mallory', game: 'fest', code, password: 'sol42', at: serverTimestamp() }));
    await rdb.seed('room_attempts/mallory', { uid: 'mallory', game: 'fest', code, password: 'x', at: Date.now() + 10_000 });
    await expect(joinParty(mallory.db, code, 'mallory', 'sol42', 'Mallory')).rejects.toThrow(PASSWORD_WAIT_TEXT);
    // A membership written without a recorded guess is refused, right password or not.
    await expectDenied(set(ref(mallory.db, `members/fest/${code}/mallory`), 'sol42'));
    expect(await rdb.readAsOwner(`members/fest/${code}/mallory`)).toBeNull();
    expect(await rdb.readAsOwner(`fest/${code}/names/mallory`)).toBeNull();
  });

  it('lets members read the party and refuses non-members, signed in and out', async () => {
    const code = await newParty();
    await expectAllowed(get(ref(member.db, `fest/${code}`)));
    await expectAllowed(get(ref(host.db, `fest/${code}/names`)));
    for (const client of [stranger, signedOut]) {
      await expectDenied(get(ref(client.db, `fest/${code}`)));
      await expectDenied(get(ref(client.db, `fest/${code}/names`)));
      await expectDenied(get(ref(client.db, `fest/${code}/rooms`)));
      await expectDenied(get(ref(client.db, `fest/${code}/settings`)));
      await expectDenied(get(ref(client.db, `secrets/rooms/fest/${code}/password`)));
      await expectDenied(get(ref(client.db, 'fest')));
    }
    await expectAllowed(get(ref(member.db, `secrets/rooms/fest/${code}/password`)));
  });

  it('lets each member write only their own name, 1–40 characters', async () => {
    const code = await newParty();
    await expectAllowed(setName(member.db, code, 'member', 'Ola Nordmann'));
    await expectDenied(set(ref(member.db, `fest/${code}/names/creator`), 'Tullebukk'));
    await expectDenied(set(ref(member.db, `fest/${code}/names/member`), ''));
    await expectDenied(set(ref(member.db, `fest/${code}/names/member`), 'x'.repeat(41)));
    await expectDenied(set(ref(member.db, `fest/${code}/names/member`), 42));
    await expectDenied(set(ref(stranger.db, `fest/${code}/names/stranger`), 'Inntrenger'));
    await expectDenied(set(ref(signedOut.db, `fest/${code}/names/x`), 'Anonym'));
    await expectDenied(remove(ref(member.db, `fest/${code}/names/creator`)));
    expect(await rdb.readAsOwner(`fest/${code}/names`)).toEqual({ creator: 'Kari', member: 'Ola Nordmann' });
  });

  it('refuses changes to the settings and unknown nodes, from the host too', async () => {
    const code = await newParty();
    await expectDenied(set(ref(host.db, `fest/${code}/settings/name`), 'Annen fest'));
    await expectDenied(set(ref(host.db, `fest/${code}/settings/private`), false));
    await expectDenied(set(ref(member.db, `fest/${code}/settings/created_by`), 'member'));
    await expectDenied(set(ref(host.db, `fest/${code}/extra`), true));
    await expectDenied(set(ref(member.db, `fest/${code}`), null));
  });

  it('lets the host start a party room that members read, enter with its password and nobody else sees', async () => {
    const code = await newParty();
    const room = await startPartyRoom(host.db, code, 'creator', 'proost', 'Kari');
    const stored = await rdb.readAsOwner(`fest/${code}/rooms/proost/${room.code}`);
    expect(stored).toMatchObject({ game: 'proost', code: room.code, name: 'Proost', password: room.password });
    expect(await rdb.readAsOwner(`lobby/proost/${room.code}/private`)).toBe(true);
    expect((await get(ref(member.db, `fest/${code}/rooms`))).val()).toMatchObject({ proost: { [room.code]: { password: room.password } } });
    await expectDenied(get(ref(stranger.db, `fest/${code}/rooms/proost/${room.code}`)));
    await expectDenied(get(ref(signedOut.db, `fest/${code}/rooms`)));
    // The stored password lets a member in (joinRoom records the guess, as any join does).
    await expectAllowed(joinRoom(member.db, 'proost', room.code, 'member', { private: true }, room.password));
    await expectAllowed(get(ref(member.db, `proost/${room.code}`)));
  });

  it('lets only the host start rooms, and only rooms they made with the password in force', async () => {
    const code = await newParty();
    // A member's own private room cannot be listed by that member (not the host) …
    await createRoom(member.db, await registryConfig('proost'), 'member', { code: 'MemR1', name: 'Mitt', creatorName: 'Ola', private: true, password: 'pw' });
    const entry = (roomCode: string, password: string, game = 'proost') => ({ game, code: roomCode, name: 'Proost', password, created_at: serverTimestamp() });
    await expectDenied(set(ref(member.db, `fest/${code}/rooms/proost/MemR1`), entry('MemR1', 'pw')));
    // … nor by the host, who did not make it.
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/proost/MemR1`), entry('MemR1', 'pw')));
    await rdb.seed('rate', null);
    await createRoom(host.db, await registryConfig('cah'), 'creator', { code: 'HosR1', name: 'Kort', creatorName: 'Kari', private: true, password: 'riktig' });
    // A made-up password, a mismatched game or code, a game a party has no rooms of: refused.
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('HosR1', 'feil', 'cah')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('HosR1', 'riktig', 'proost')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('Other', 'riktig', 'cah')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/fridge/HosR1`), entry('HosR1', 'riktig', 'fridge')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), { ...entry('HosR1', 'riktig', 'cah'), extra: 1 }));
    await expectAllowed(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('HosR1', 'riktig', 'cah')));
    // Written once; the host may take it off the list, a member may not.
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1/name`), 'Nytt navn'));
    await expectDenied(remove(ref(member.db, `fest/${code}/rooms/cah/HosR1`)));
    await expectAllowed(remove(ref(host.db, `fest/${code}/rooms/cah/HosR1`)));
  });

  it("hands members the room's invite secret, so a guest who enters from the party is invited; a forged one is refused", async () => {
    const code = await newParty();
    const room = await startPartyRoom(host.db, code, 'creator', 'proost', 'Kari');
    expect(room.invite).toMatch(/^.{20,}$/);
    expect(await rdb.readAsOwner(`fest/${code}/rooms/proost/${room.code}/invite`)).toBe(room.invite);
    await enterPartyRoom(member.db, 'member', room);
    expect(await rdb.readAsOwner(`invited/proost/${room.code}/member`)).toBe(room.invite);
    // The host cannot list a room with an invite secret that is not the room's.
    await rdb.seed('rate', null);
    await createRoom(host.db, await registryConfig('cah'), 'creator', { code: 'HosI1', name: 'Kort', creatorName: 'Kari', private: true, password: 'riktig' });
    const forged = { game: 'cah', code: 'HosI1', name: 'Cah', password: 'riktig', invite: 'x'.repeat(24), created_at: serverTimestamp() };
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosI1`), forged));
    const secret = await rdb.readAsOwner('secrets/rooms/cah/HosI1/invite');
    await expectAllowed(set(ref(host.db, `fest/${code}/rooms/cah/HosI1`), { ...forged, invite: secret }));
  });

  it('lets the TV board (a member like any phone) read the party and the rooms it joins, nothing more', async () => {
    const code = await newParty();
    const room = await startPartyRoom(host.db, code, 'creator', 'cah', 'Kari');
    const tv = rdb.as('tv');
    await expectDenied(get(ref(tv.db, `fest/${code}`)));
    await joinRoom(tv.db, 'fest', code, 'tv', { private: true }, 'sol42');
    await expectAllowed(get(ref(tv.db, `fest/${code}`)));
    await expectDenied(get(ref(tv.db, `cah/games/${room.code}`)));
    await rdb.seed('room_attempts', null);
    await joinRoom(tv.db, 'cah', room.code, 'tv', { private: true }, room.password);
    await expectAllowed(get(ref(tv.db, `cah/games/${room.code}`)));
    // Another member's hand stays theirs, for the board as for any member.
    await expectDenied(get(ref(tv.db, `cah/hands/${room.code}`)));
  });
});

/** A game's room config, taken from the registry as the party takes it (no app imports another). */
async function registryConfig(game: 'proost' | 'cah'): Promise<RoomGameConfig> {
  const config = await MANIFESTS.find((m) => m.room?.game === game)!.room!.config!();
  return { ...config, game };
}
