/** @jest-environment node */
// «Festrom»'s rules (docs/rooms.md §Festrom): a party is a private room of the game 'fest', so
// membership takes the password with the rooms' attempt limit; its contents are for members only;
// each member writes only their own name; only the host starts the party's game rooms, and only
// rooms they made, with the password in force.
import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { createParty, enterPartyRoom, festGame, HOST_NOT_REMOVABLE_TEXT, joinParty, mapParty, mapRoomKeys, renewParty, setName, startPartyRoom, withKeys } from '@/features/fest/lib/data';
import { MANIFESTS } from '@/features';
import { createRoom, joinRoom, RoomRefusedError, type RoomGameConfig } from '@/lib/rooms/data';
import { PASSWORD_WAIT_TEXT, ROOM_REFUSED_TEXT, WRONG_PASSWORD_TEXT } from '@/lib/rooms/texts';
import { expectAllowed, expectDenied, setupRulesDb } from '@/__tests__/rules/helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';

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
    // Members by the party's view key, never at its path (docs/security.md "Removed members").
    await expectAllowed(getRoomContent(member.db, 'fest', code));
    await expectAllowed(getRoomContent(host.db, 'fest', code, `fest/${code}/names`));
    await expectDenied(get(ref(member.db, `fest/${code}`)));
    for (const client of [stranger, signedOut]) {
      await expectDenied(getRoomContent(client.db, 'fest', code));
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
    expect(stored).toMatchObject({ game: 'proost', code: room.code, name: 'Proost' });
    // The password is not in the member-read party node but under the party's epoch ('0' until a change).
    expect(stored).not.toHaveProperty('password');
    expect(await rdb.readAsOwner(`fest_keys/${code}/0/proost/${room.code}/password`)).toBe(room.password);
    expect(await rdb.readAsOwner(`lobby/proost/${room.code}/private`)).toBe(true);
    expect((await get(ref(member.db, `fest_keys/${code}/0`))).val()).toMatchObject({ proost: { [room.code]: { password: room.password } } });
    await expectDenied(get(ref(stranger.db, `fest/${code}/rooms/proost/${room.code}`)));
    await expectDenied(get(ref(signedOut.db, `fest/${code}/rooms`)));
    for (const client of [stranger, signedOut]) await expectDenied(get(ref(client.db, `fest_keys/${code}/0`)));
    // The stored password lets a member in (joinRoom records the guess, as any join does).
    await expectAllowed(joinRoom(member.db, 'proost', room.code, 'member', { private: true }, room.password));
    await expectAllowed(getRoomContent(member.db, 'proost', room.code));
  });


  it("a host who starts a game right after making the party waits out the lobby's rate instead of being refused", async () => {
    const code = `Fr${String(++n).padStart(3, '0')}`;
    await createParty(host.db, 'creator', { code, name: 'Fredagsfest', hostName: 'Kari', password: 'sol42' });
    // The party was the host's new room of the last 10 s: a room made now is refused by the rules.
    const proost = await registryConfig('proost');
    const refused = createRoom(host.db, proost, 'creator', { code: 'RateA', name: 'Proost', creatorName: 'Kari', private: true, password: 'x1' });
    await expect(refused).rejects.toThrow(ROOM_REFUSED_TEXT);
    // Typed, so the party's start tells it from a wrong input without reading the text.
    await expect(refused).rejects.toBeInstanceOf(RoomRefusedError);
    // The party's start tries again until the interval has passed, and then the room is there.
    const started = Date.now();
    const room = await startPartyRoom(host.db, code, 'creator', 'proost', 'Kari');
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(await rdb.readAsOwner(`fest/${code}/rooms/proost/${room.code}`)).toMatchObject({ game: 'proost', code: room.code });
  }, 40_000);
  it('lets only the host start rooms, and only rooms they made with the password in force', async () => {
    const code = await newParty();
    // A member's own private room cannot be listed by that member (not the host) …
    await createRoom(member.db, await registryConfig('proost'), 'member', { code: 'MemR1', name: 'Mitt', creatorName: 'Ola', private: true, password: 'pw' });
    const entry = (roomCode: string, game = 'proost') => ({ game, code: roomCode, name: 'Proost', created_at: serverTimestamp() });
    await expectDenied(set(ref(member.db, `fest/${code}/rooms/proost/MemR1`), entry('MemR1')));
    await expectDenied(set(ref(member.db, `fest_keys/${code}/0/proost/MemR1`), { password: 'pw' }));
    // … nor by the host, who did not make it.
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/proost/MemR1`), entry('MemR1')));
    await expectDenied(set(ref(host.db, `fest_keys/${code}/0/proost/MemR1`), { password: 'pw' }));
    await rdb.seed('rate', null);
    await createRoom(host.db, await registryConfig('cah'), 'creator', { code: 'HosR1', name: 'Kort', creatorName: 'Kari', private: true, password: 'riktig' });
    // A made-up password, a mismatched game or code, a game a party has no rooms of: refused.
    await expectDenied(set(ref(host.db, `fest_keys/${code}/0/cah/HosR1`), { password: 'feil' }));
    await expectDenied(set(ref(host.db, `fest_keys/${code}/0/cah/HosR1`), { password: 'riktig', extra: 1 }));
    await expectDenied(set(ref(host.db, `fest_keys/${code}/0/fridge/HosR1`), { password: 'riktig' }));
    // Only under the party's epoch in force ('0' before any change).
    await expectDenied(set(ref(host.db, `fest_keys/${code}/later/cah/HosR1`), { password: 'riktig' }));
    await expectAllowed(set(ref(host.db, `fest_keys/${code}/0/cah/HosR1`), { password: 'riktig' }));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('HosR1', 'proost')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('Other', 'cah')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/fridge/HosR1`), entry('HosR1', 'fridge')));
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), { ...entry('HosR1', 'cah'), extra: 1 }));
    await expectAllowed(set(ref(host.db, `fest/${code}/rooms/cah/HosR1`), entry('HosR1', 'cah')));
    // Written once; the host may take it off the list, a member may not.
    await expectDenied(set(ref(host.db, `fest/${code}/rooms/cah/HosR1/name`), 'Nytt navn'));
    await expectDenied(remove(ref(member.db, `fest/${code}/rooms/cah/HosR1`)));
    await expectAllowed(remove(ref(host.db, `fest/${code}/rooms/cah/HosR1`)));
  });

  it("hands members the room's invite secret, so a guest who enters from the party is invited; a forged one is refused", async () => {
    const code = await newParty();
    const room = await startPartyRoom(host.db, code, 'creator', 'proost', 'Kari');
    expect(room.invite).toMatch(/^.{20,}$/);
    expect(await rdb.readAsOwner(`fest_keys/${code}/0/proost/${room.code}/invite`)).toBe(room.invite);
    await enterPartyRoom(member.db, 'member', room);
    expect(await rdb.readAsOwner(`invited/proost/${room.code}/member`)).toBe(room.invite);
    // The host cannot list a room with an invite secret that is not the room's.
    await rdb.seed('rate', null);
    await createRoom(host.db, await registryConfig('cah'), 'creator', { code: 'HosI1', name: 'Kort', creatorName: 'Kari', private: true, password: 'riktig' });
    const forged = { password: 'riktig', invite: 'x'.repeat(24) };
    await expectDenied(set(ref(host.db, `fest_keys/${code}/0/cah/HosI1`), forged));
    const secret = await rdb.readAsOwner('secrets/rooms/cah/HosI1/invite');
    await expectAllowed(set(ref(host.db, `fest_keys/${code}/0/cah/HosI1`), { ...forged, invite: secret }));
  });

  it('lets the TV board (a member like any phone) read the party and the rooms it joins, nothing more', async () => {
    const code = await newParty();
    const room = await startPartyRoom(host.db, code, 'creator', 'cah', 'Kari');
    const tv = rdb.as('tv');
    await expectDenied(getRoomContent(tv.db, 'fest', code));
    await joinRoom(tv.db, 'fest', code, 'tv', { private: true }, 'sol42');
    await expectAllowed(getRoomContent(tv.db, 'fest', code));
    await expectDenied(getRoomContent(tv.db, 'cah', room.code));
    await rdb.seed('room_attempts', null);
    await joinRoom(tv.db, 'cah', room.code, 'tv', { private: true }, room.password);
    await expectAllowed(getRoomContent(tv.db, 'cah', room.code));
    // Another member's hand stays theirs, for the board as for any member.
    await expectDenied(get(ref(tv.db, `cah/hands/${room.code}`)));
  });
});

describe('rules: removing a party member and changing the party password', () => {
  const rdb = setupRulesDb('festRemove', { users: ['guest', 'mallory'] });
  let n = 0;

  beforeEach(async () => {
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
  });

  /** A party with the host («creator»), two guests, and a Proost and a Cah room both guests entered. */
  async function partyWithRooms() {
    const code = `Rm${String(++n).padStart(3, '0')}`;
    const [host, guest, mallory] = [rdb.as('creator'), rdb.as('guest'), rdb.as('mallory')];
    await createParty(host.db, 'creator', { code, name: 'Fest', hostName: 'Kari', password: 'sol42' });
    await joinParty(guest.db, code, 'guest', 'sol42', 'Ola');
    await joinParty(mallory.db, code, 'mallory', 'sol42', 'Mallory');
    await rdb.seed('rate', null);
    const proost = await startPartyRoom(host.db, code, 'creator', 'proost', 'Kari');
    await rdb.seed('rate', null);
    const cah = await startPartyRoom(host.db, code, 'creator', 'cah', 'Kari');
    for (const [client, uid] of [[guest, 'guest'], [mallory, 'mallory']] as const) {
      for (const room of [proost, cah]) {
        await rdb.seed('room_attempts', null);
        await enterPartyRoom(client.db, uid, room);
      }
    }
    await rdb.seed('room_attempts', null);
    return { code, host, guest, mallory, rooms: [proost, cah] };
  }

  async function partyOf(code: string) {
    return { code, createdBy: 'creator' };
  }

  it('takes a removed member out of the party and its rooms, with new passwords they cannot read', async () => {
    const { code, host, guest, mallory, rooms } = await partyWithRooms();
    const password = await renewParty(host.db, await partyOf(code), rooms, { remove: 'mallory' });
    expect(await rdb.readAsOwner(`members/fest/${code}/mallory`)).toBeNull();
    expect(await rdb.readAsOwner(`fest/${code}/names/mallory`)).toBeNull();
    const epoch = (await rdb.readAsOwner(`secrets/rooms/fest/${code}/epoch`)) as string;
    expect(await rdb.readAsOwner(`secrets/rooms/fest/${code}/passwords/${epoch}`)).toBe(password);
    expect(password).not.toBe('sol42');
    const keys = mapRoomKeys(await rdb.readAsOwner(`fest_keys/${code}/${epoch}`));
    for (const room of rooms) {
      expect(await rdb.readAsOwner(`members/${room.game}/${room.code}/mallory`)).toBeNull();
      expect(await rdb.readAsOwner(`invited/${room.game}/${room.code}/mallory`)).toBeNull();
      expect(await rdb.readAsOwner(`members/${room.game}/${room.code}/guest`)).not.toBeNull();
      const key = keys[`${room.game}/${room.code}`]!;
      expect(key.password).not.toBe(room.password);
      expect(key.invite).toBe(room.invite);
      const roomEpoch = (await rdb.readAsOwner(`secrets/rooms/${room.game}/${room.code}/epoch`)) as string;
      expect(await rdb.readAsOwner(`secrets/rooms/${room.game}/${room.code}/passwords/${roomEpoch}`)).toBe(key.password);
      // The removed uid reads neither the new keys nor the room, the room's new password nor its contents.
      await expectDenied(get(ref(mallory.db, `secrets/rooms/${room.game}/${room.code}/passwords/${roomEpoch}`)));
      await expectDenied(get(ref(mallory.db, room.game === 'cah' ? `cah/games/${room.code}` : `proost/${room.code}`)));
      await expectDenied(getRoomContent(mallory.db, room.game, room.code));
    }
    await expectDenied(get(ref(mallory.db, `fest_keys/${code}/${epoch}`)));
    await expectDenied(get(ref(mallory.db, `secrets/rooms/fest/${code}/passwords/${epoch}`)));
    await expectDenied(get(ref(mallory.db, `secrets/rooms/fest/${code}/epoch`)));
    await expectDenied(get(ref(mallory.db, `fest/${code}`)));
    await expectDenied(getRoomContent(mallory.db, 'fest', code));
    // A remaining member reads the new keys (and no longer the old epoch's), and still enters.
    await expectAllowed(get(ref(guest.db, `fest_keys/${code}/${epoch}`)));
    await expectDenied(get(ref(guest.db, `fest_keys/${code}/0`)));
    await expectAllowed(get(ref(guest.db, `secrets/rooms/fest/${code}/passwords/${epoch}`)));
    const party = mapParty(code, await rdb.readAsOwner(`fest/${code}`))!;
    expect(withKeys(party.rooms, keys)).toHaveLength(2);
    expect(Object.keys(party.names).sort()).toEqual(['creator', 'guest']);
  });

  it('refuses the removed uid a way back: the old party password, the old room passwords', async () => {
    const { code, host, mallory, rooms } = await partyWithRooms();
    await renewParty(host.db, await partyOf(code), rooms, { remove: 'mallory' });
    await expect(joinParty(mallory.db, code, 'mallory', 'sol42', 'Mallory')).rejects.toThrow(WRONG_PASSWORD_TEXT);
    for (const room of rooms) {
      await rdb.seed('room_attempts', null);
      await expect(joinRoom(mallory.db, room.game, room.code, 'mallory', { private: true }, room.password)).rejects.toThrow(WRONG_PASSWORD_TEXT);
    }
    // Nor a key written under the old epoch by anyone: only the host writes keys, and only under the epoch in force.
    await expectDenied(set(ref(mallory.db, `fest_keys/${code}/0/proost/${rooms[0]!.code}`), { password: rooms[0]!.password }));
    expect(await rdb.readAsOwner(`members/fest/${code}/mallory`)).toBeNull();
  });

  it('refuses a guest removing anyone, changing the party password or the rooms\' passwords', async () => {
    const { code, guest, mallory, rooms } = await partyWithRooms();
    await expectDenied(renewParty(mallory.db, await partyOf(code), rooms, { remove: 'guest' }));
    await expectDenied(renewParty(mallory.db, await partyOf(code), [], { password: 'min-egen' }));
    await expectDenied(remove(ref(mallory.db, `members/fest/${code}/guest`)));
    await expectDenied(remove(ref(mallory.db, `fest/${code}/names/guest`)));
    const epoch = push(ref(mallory.db, `secrets/rooms/fest/${code}`)).key!;
    await expectDenied(update(ref(mallory.db, `secrets/rooms/fest/${code}`), { epoch, [`passwords/${epoch}`]: 'min-egen' }));
    const roomEpoch = push(ref(mallory.db, 'x')).key!;
    await expectDenied(update(ref(mallory.db, `secrets/rooms/proost/${rooms[0]!.code}`), { epoch: roomEpoch, [`passwords/${roomEpoch}`]: 'min-egen' }));
    expect(await rdb.readAsOwner(`members/fest/${code}/guest`)).not.toBeNull();
    expect(await rdb.readAsOwner(`secrets/rooms/fest/${code}/epoch`)).toBeNull();
    // A member leaves on their own (their own membership), as in any room.
    await expectAllowed(remove(ref(guest.db, `members/fest/${code}/guest`)));
  });

  it('lets the host change the party password: members keep the rooms, a newcomer needs the new one', async () => {
    const { code, host, guest, rooms } = await partyWithRooms();
    await expect(renewParty(host.db, await partyOf(code), rooms, { password: '  ' })).rejects.toThrow('Skriv et nytt passord.');
    await expect(renewParty(host.db, await partyOf(code), rooms, { remove: 'creator' })).rejects.toThrow(HOST_NOT_REMOVABLE_TEXT);
    await renewParty(host.db, await partyOf(code), rooms, { password: 'måne77' });
    const epoch = (await rdb.readAsOwner(`secrets/rooms/fest/${code}/epoch`)) as string;
    expect((await get(ref(guest.db, `secrets/rooms/fest/${code}/passwords/${epoch}`))).val()).toBe('måne77');
    const keys = mapRoomKeys((await get(ref(guest.db, `fest_keys/${code}/${epoch}`))).val());
    expect(Object.keys(keys)).toHaveLength(2);
    const newcomer = rdb.as('stranger');
    await expect(joinParty(newcomer.db, code, 'stranger', 'sol42', 'Ny')).rejects.toThrow(WRONG_PASSWORD_TEXT);
    await rdb.seed('room_attempts', null);
    await joinParty(newcomer.db, code, 'stranger', 'måne77', 'Ny');
    // The newcomer enters a party room with the key in force.
    const party = mapParty(code, (await getRoomContent(newcomer.db, 'fest', code)).val())!;
    const keyed = withKeys(party.rooms, mapRoomKeys((await get(ref(newcomer.db, `fest_keys/${code}/${epoch}`))).val()));
    await rdb.seed('room_attempts', null);
    await enterPartyRoom(newcomer.db, 'stranger', keyed[0]!);
    expect(await rdb.readAsOwner(`members/${keyed[0]!.game}/${keyed[0]!.code}/stranger`)).not.toBeNull();
  });
});

/** A game's room config, taken from the registry as the party takes it (no app imports another). */
async function registryConfig(game: 'proost' | 'cah'): Promise<RoomGameConfig> {
  const config = await MANIFESTS.find((m) => m.room?.game === game)!.room!.config!();
  return { ...config, game };
}
