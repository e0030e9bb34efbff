/** @jest-environment node */
// The official testing library against localdb: a rules test written for the Firebase
// emulator (@firebase/rules-unit-testing) runs unchanged. The server starts with open
// rules, so every assertFails below also proves that initializeTestEnvironment's upload
// of database.rules.json (PUT /.settings/rules.json?ns=<projectId>) took effect.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { startTestDb } from '../../localdb/testing';

const PROJECT = 'demo-rules-unit';
const ROOM = 'PrIv1';
const CAH = 'Cah01';

let server: Awaited<ReturnType<typeof startTestDb>>;
let env: RulesTestEnvironment;

beforeAll(async () => {
  server = await startTestDb(); // everything allowed until the library uploads the rules
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    database: {
      host: '127.0.0.1',
      port: server.port,
      rules: readFileSync(path.join(__dirname, '..', '..', 'database.rules.json'), 'utf8'),
    },
  });
});
afterAll(async () => {
  await env?.cleanup();
  await server?.close();
});

const db = (ctx: RulesTestContext) => ctx.database();
const VIEW = { id: 'view-id-of-the-room-0001', key: 'view-key-of-the-room-001' };
const read = (ctx: RulesTestContext, p: string) => db(ctx).ref(p).get();

beforeEach(async () => {
  await env.clearDatabase();
  await env.withSecurityRulesDisabled(async (owner) => {
    await db(owner)
      .ref()
      .update({
        [`lobby/proost/${ROOM}`]: { name: 'Hemmelig', creator_name: 'Kari', created_by: 'kari', private: true, created_at: 1, active_at: 1 },
        [`codes/proost/${ROOM.toLowerCase()}`]: ROOM,
        [`secrets/rooms/proost/${ROOM}/password`]: 'hemmelig',
        [`members/proost/${ROOM}/kari`]: 'hemmelig',
        [`proost/${ROOM}/settings`]: { name: 'Hemmelig', private: true, created_by: 'kari', allow_entries: true, allow_new_players: false, allow_screen_tap: false },
        // Its members read it by its view key, never at its path (lib/rooms/viewKey.ts).
        [`proost/${ROOM}/k`]: VIEW.key,
        [`secrets/rooms/proost/${ROOM}/view_at`]: VIEW.id,
        [`secrets/rooms/proost/${ROOM}/views/${VIEW.id}`]: VIEW.key,
        [`members/cah/${CAH}/bob`]: true,
        [`members/cah/${CAH}/ann`]: true,
        [`cah/hands/${CAH}/1/bob/s0`]: 'card-7',
        'secrets/admin_codes/site': '4711',
        'admins/site/ada': '4711',
        'vitals/r1': { route: '/menu', name: 'LCP', value: 1200, rating: 'good', device: 'mid', at: 1 },
      });
  });
});

describe('@firebase/rules-unit-testing against localdb, with database.rules.json', () => {
  it('a private room: members read it, strangers and signed-out visitors do not; the password opens it', async () => {
    const kari = env.authenticatedContext('kari');
    const eve = env.authenticatedContext('eve');
    const nobody = env.unauthenticatedContext();
    const byKey = (ctx: RulesTestContext, key: string) => db(ctx).ref('proost').orderByChild('k').equalTo(key).get();
    expect((await assertSucceeds(byKey(kari, VIEW.key))).child(`${ROOM}/settings/name`).val()).toBe('Hemmelig');
    expect((await assertSucceeds(read(kari, `secrets/rooms/proost/${ROOM}/views/${VIEW.id}`))).val()).toBe(VIEW.key);
    await assertFails(read(kari, `proost/${ROOM}/settings`));
    await assertFails(read(eve, `proost/${ROOM}/settings`));
    await assertFails(read(eve, `secrets/rooms/proost/${ROOM}/views/${VIEW.id}`));
    await assertFails(byKey(nobody, VIEW.key));
    await assertFails(read(nobody, `proost/${ROOM}/settings`));
    await assertFails(read(eve, `secrets/rooms/proost/${ROOM}/password`));
    await assertSucceeds(read(kari, `secrets/rooms/proost/${ROOM}/password`));
    await assertFails(db(eve).ref(`members/proost/${ROOM}/eve`).set('gjetning'));
    // The portal's rules want every password guess recorded first, one per uid every 3 s.
    const guess = { uid: 'eve', game: 'proost', code: ROOM, password: 'hemmelig', at: { '.sv': 'timestamp' } };
    await assertSucceeds(db(eve).ref('room_attempts/eve').set(guess));
    await assertSucceeds(db(eve).ref(`members/proost/${ROOM}/eve`).set('hemmelig'));
    await assertSucceeds(read(eve, `secrets/rooms/proost/${ROOM}/views/${VIEW.id}`));
    expect((await assertSucceeds(byKey(eve, VIEW.key))).child(`${ROOM}/settings/name`).val()).toBe('Hemmelig');
  });

  it('a Cah hand is its owner’s alone', async () => {
    const bob = env.authenticatedContext('bob');
    const ann = env.authenticatedContext('ann');
    expect((await assertSucceeds(read(bob, `cah/hands/${CAH}/1/bob`))).val()).toEqual({ s0: 'card-7' });
    await assertFails(read(ann, `cah/hands/${CAH}/1/bob`));
    await assertFails(read(ann, `cah/hands/${CAH}/1`));
    await assertFails(read(env.unauthenticatedContext(), `cah/hands/${CAH}/1/bob`));
    await assertFails(db(ann).ref(`cah/hands/${CAH}/1/bob/s1`).set('card-8'));
  });

  it('an admin code stays secret; admin powers come from the rules, never from token claims', async () => {
    const ada = env.authenticatedContext('ada');
    const mallory = env.authenticatedContext('mallory');
    // A token claiming to be the owner or an admin is an ordinary user called "owner".
    const forged = env.authenticatedContext('owner', { admin: true, owner: true } as Record<string, unknown>);
    await assertSucceeds(read(ada, 'vitals'));
    for (const ctx of [mallory, forged]) {
      await assertFails(read(ctx, 'secrets/admin_codes/site'));
      await assertFails(read(ctx, 'vitals'));
      await assertFails(db(ctx).ref('secrets/admin_codes/site').set('0000'));
    }
    // Guessing the code by writing it as one's own admin entry needs a fresh attempt record.
    await assertFails(db(mallory).ref('admins/site/mallory').set('4711'));
    await env.withSecurityRulesDisabled(async (owner) => {
      expect((await db(owner).ref('secrets/admin_codes/site').get()).val()).toBe('4711');
    });
  });

  it('clearDatabase empties the namespace (as owner over the realtime protocol)', async () => {
    await env.clearDatabase();
    await env.withSecurityRulesDisabled(async (owner) => {
      expect((await db(owner).ref().get()).val()).toBeNull();
    });
  });

  it('the rules went to the namespace named after the project, and only there', async () => {
    const rulesOf = async (ns: string) =>
      (await fetch(`${server.url}/.settings/rules.json?ns=${ns}`, { headers: { Authorization: 'Bearer owner' } })).text();
    expect(await rulesOf(PROJECT)).toContain('admin_codes');
    expect(JSON.parse(await rulesOf('other-project'))).toEqual({ rules: { '.read': true, '.write': true } });
  });
});
