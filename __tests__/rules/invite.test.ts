/** @jest-environment node */
// The host's invite secret and the invited marks (docs/rooms.md "Invites"), hostile-guest style:
// the secret is read by the creator role only, written once at creation; a guest records it
// under invited/{game}/{code}/{uid} only for themselves, only with the stored secret, and only as
// a member (or becoming one in the same update).
import { get, ref, remove, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { proostGame } from '@/features/proost/lib/data';
import { createRoom, joinRoom, recordInvite } from '@/lib/rooms/data';
import { INVITE_SECRET_PATTERN } from '@/lib/rooms/invite';
import { expectAllowed, expectDenied, setupRulesDb } from './helpers';

describe('rules: invite secret and invited marks', () => {
  const rdb = setupRulesDb('invite', { users: ['guest', 'mallory', 'passer'] });
  let creator: TestClient;
  let guest: TestClient;
  let mallory: TestClient;
  let passer: TestClient;
  let signedOut: TestClient;
  const PUBLIC = 'InvP1';
  const PRIVATE = 'InvQ2';
  let secret = '';
  let privateSecret = '';
  const secretPath = (code: string) => `secrets/rooms/proost/${code}/invite`;
  const invitedPath = (code: string, uid: string) => `invited/proost/${code}/${uid}`;

  beforeAll(async () => {
    [creator, guest, mallory, passer, signedOut] = [rdb.as('creator'), rdb.as('guest'), rdb.as('mallory'), rdb.as('passer'), rdb.signedOut];
    await createRoom(creator.db, proostGame, 'creator', { code: PUBLIC, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code: PRIVATE, name: 'Lukket', creatorName: 'Kari', private: true, password: 'hemmelig' });
    secret = (await rdb.readAsOwner(secretPath(PUBLIC))) as string;
    privateSecret = (await rdb.readAsOwner(secretPath(PRIVATE))) as string;
    await joinRoom(mallory.db, 'proost', PUBLIC, 'mallory', { private: false });
    await joinRoom(passer.db, 'proost', PUBLIC, 'passer', { private: false });
  });

  beforeEach(async () => {
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
  });

  it('stores a fresh secret with each room, readable by the creator role only', async () => {
    expect(secret).toMatch(INVITE_SECRET_PATTERN);
    expect(privateSecret).toMatch(INVITE_SECRET_PATTERN);
    expect(privateSecret).not.toBe(secret);
    expect((await get(ref(creator.db, secretPath(PUBLIC)))).val()).toBe(secret);
    await expectDenied(get(ref(mallory.db, secretPath(PUBLIC)))); // a member
    await expectDenied(get(ref(guest.db, secretPath(PUBLIC)))); // signed in, not a member
    await expectDenied(get(ref(signedOut.db, secretPath(PUBLIC))));
  });

  it('refuses writing the secret after creation, by anyone, the creator too', async () => {
    await expectDenied(set(ref(creator.db, secretPath(PUBLIC)), 'A'.repeat(24)));
    await expectDenied(remove(ref(creator.db, secretPath(PUBLIC))));
    await expectDenied(set(ref(mallory.db, secretPath(PUBLIC)), 'B'.repeat(24)));
    await expectDenied(set(ref(mallory.db, secretPath('NoRm1')), 'B'.repeat(24))); // a room that does not exist
    expect(await rdb.readAsOwner(secretPath(PUBLIC))).toBe(secret);
  });

  it('refuses a creation whose secret is too short to be one', async () => {
    const code = 'InvS3';
    await expectDenied(
      update(ref(guest.db), {
        [`lobby/proost/${code}`]: { name: 'R', creator_name: 'G', created_by: 'guest', private: false, created_at: { '.sv': 'timestamp' }, active_at: { '.sv': 'timestamp' } },
        [`codes/proost/${code.toLowerCase()}`]: code,
        [secretPath(code)]: 'short',
        [`members/proost/${code}/guest`]: true,
        [`proost/${code}`]: { settings: { name: 'R', private: false, created_by: 'guest', allow_entries: true, allow_new_players: false, allow_screen_tap: false } },
        'rate/lobby/guest': { key: `proost/${code}`, at: { '.sv': 'timestamp' } },
      }),
    );
  });

  it('lets a guest with the link join and record the secret in one update, and read their own mark', async () => {
    await expectAllowed(update(ref(guest.db), { [`members/proost/${PUBLIC}/guest`]: true, [invitedPath(PUBLIC, 'guest')]: secret }));
    expect((await get(ref(guest.db, invitedPath(PUBLIC, 'guest')))).val()).toBe(secret);
    // The creator sees who came by invite; other members and strangers do not.
    expect((await get(ref(creator.db, `invited/proost/${PUBLIC}`))).val()).toMatchObject({ guest: secret });
    await expectDenied(get(ref(mallory.db, invitedPath(PUBLIC, 'guest'))));
    await expectDenied(get(ref(mallory.db, `invited/proost/${PUBLIC}`)));
    await expectDenied(get(ref(signedOut.db, invitedPath(PUBLIC, 'guest'))));
  });

  it('records the invite of an existing member (recordInvite), and refuses a wrong secret', async () => {
    expect(await recordInvite(mallory.db, 'proost', PUBLIC, 'mallory', 'x'.repeat(24))).toBe(false);
    expect(await rdb.readAsOwner(invitedPath(PUBLIC, 'mallory'))).toBeNull();
    // Another room's secret is no key to this one.
    await expectDenied(set(ref(mallory.db, invitedPath(PUBLIC, 'mallory')), privateSecret));
    expect(await recordInvite(mallory.db, 'proost', PUBLIC, 'mallory', secret)).toBe(true);
    expect(await rdb.readAsOwner(invitedPath(PUBLIC, 'mallory'))).toBe(secret);
  });

  it('refuses marking another uid as invited, even with the right secret', async () => {
    await expectDenied(set(ref(mallory.db, invitedPath(PUBLIC, 'passer')), secret));
    await expectDenied(set(ref(creator.db, invitedPath(PUBLIC, 'passer')), secret));
    expect(await rdb.readAsOwner(invitedPath(PUBLIC, 'passer'))).toBeNull();
  });

  it('refuses a mark without membership, and a signed-out visitor', async () => {
    await rdb.seed(`members/proost/${PRIVATE}/stranger`, null);
    // Not a member of the private room and not becoming one: the secret alone does not let in.
    await expectDenied(set(ref(guest.db, invitedPath(PRIVATE, 'guest')), privateSecret));
    // Becoming a member needs the password as always; with it, the mark goes along.
    await expectDenied(update(ref(guest.db), { [`members/proost/${PRIVATE}/guest`]: 'hemmelig', [invitedPath(PRIVATE, 'guest')]: privateSecret }));
    await joinRoom(guest.db, 'proost', PRIVATE, 'guest', { private: true }, 'hemmelig');
    await expectAllowed(set(ref(guest.db, invitedPath(PRIVATE, 'guest')), privateSecret));
    await expectDenied(set(ref(signedOut.db, invitedPath(PUBLIC, 'nobody')), secret));
  });

  it('refuses a forged shape: a number, an object, an unknown game', async () => {
    await expectDenied(set(ref(passer.db, invitedPath(PUBLIC, 'passer')), 12345));
    await expectDenied(set(ref(passer.db, invitedPath(PUBLIC, 'passer')), { secret }));
    await expectDenied(set(ref(passer.db, `invited/nogame/${PUBLIC}/passer`), secret));
    expect(await rdb.readAsOwner(invitedPath(PUBLIC, 'passer'))).toBeNull();
  });

  it('lets the creator remove a mark, and no other member', async () => {
    await rdb.seed(invitedPath(PUBLIC, 'mallory'), secret);
    await expectDenied(remove(ref(passer.db, invitedPath(PUBLIC, 'mallory'))));
    await expectAllowed(remove(ref(creator.db, invitedPath(PUBLIC, 'mallory'))));
    expect(await rdb.readAsOwner(invitedPath(PUBLIC, 'mallory'))).toBeNull();
  });
});
