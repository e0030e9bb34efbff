/** @jest-environment node */
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { ADMIN_WAIT_TEXT, ADMIN_WRONG_TEXT } from '@/lib/admin/code';
import { proveAdminCode } from '@/lib/admin/data';
import type { TestClient } from '@/localdb/testing';
import { setupRulesDb } from '@/__tests__/rules/helpers';

const SECRET = 'lang hemmelig kode 42';
const DENIED = /PERMISSION_DENIED/;

describe('rules: admin codes (site and swg scopes)', () => {
  const rdb = setupRulesDb('admin', { users: ['alice', 'mallory', 'eve'], defaultUsers: false, seed: { '/secrets/admin_codes': { site: SECRET, swg: 'swg-kode' } } });
  let alice: TestClient;
  let mallory: TestClient;
  let eve: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [alice, mallory, eve] = ['alice', 'mallory', 'eve'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });

  // Each test starts with no recent attempt; the throttle itself is tested on purpose below.
  beforeEach(async () => {
    await rdb.seed('/admin_attempts', null);
    await rdb.seed('/admins', null);
  });

  const attempt = (client: TestClient, scope: string, code: string, extra: object = {}) =>
    set(ref(client.db, `admin_attempts/${scope}/${client.uid}`), { uid: client.uid, code, at: serverTimestamp(), ...extra });

  it('accepts the code with other case and surrounding spaces, and the admin can read their own node', async () => {
    await proveAdminCode(alice.db, 'site', 'alice', '  Lang HEMMELIG kode 42 ');
    expect(await rdb.readAsOwner('/admins/site/alice')).toBe(SECRET);
    expect((await get(ref(alice.db, 'admins/site/alice'))).val()).toBe(SECRET);
  });

  it('refuses a wrong code, saying so, and records the guess under the guesser', async () => {
    await expect(proveAdminCode(mallory.db, 'site', 'mallory', 'gjetning')).rejects.toThrow(ADMIN_WRONG_TEXT);
    expect(await rdb.readAsOwner('/admins/site/mallory')).toBeNull();
    expect(await rdb.readAsOwner('/admin_attempts/site/mallory/code')).toBe('gjetning');
  });

  it('allows one attempt per uid and scope every few seconds', async () => {
    await attempt(mallory, 'site', 'gjett1');
    await expect(attempt(mallory, 'site', 'gjett2')).rejects.toThrow(DENIED);
    await expect(proveAdminCode(mallory.db, 'site', 'mallory', SECRET)).rejects.toThrow(ADMIN_WAIT_TEXT);
    // The other scope has its own clock.
    await attempt(mallory, 'swg', 'gjett4');
  });

  it('one guest hammering the attempts cannot keep the real admin out', async () => {
    await attempt(mallory, 'site', 'gjett1');
    await expect(attempt(mallory, 'site', 'gjett2')).rejects.toThrow(DENIED);
    await proveAdminCode(alice.db, 'site', 'alice', SECRET);
    expect(await rdb.readAsOwner('/admins/site/alice')).toBe(SECRET);
  });

  it('allows the next attempt once the interval has passed', async () => {
    await rdb.seed('/admin_attempts/site/eve', { uid: 'eve', code: 'x', at: Date.now() - 3500 });
    await attempt(eve, 'site', 'gjett');
  });

  it('a partial rewrite of an attempt is refused: the code alone, the uid alone, or code with an old time', async () => {
    await attempt(mallory, 'site', 'gjett1');
    // The old bypass: keep the old `at` and rewrite only the guess, over and over.
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory/code'), 'gjett2')).rejects.toThrow(DENIED);
    await rdb.seed('/admin_attempts/site/mallory', { uid: 'mallory', code: 'x', at: Date.now() - 3500 });
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory/code'), SECRET)).rejects.toThrow(DENIED);
    await expect(
      update(ref(mallory.db, 'admin_attempts/site/mallory'), { code: SECRET, uid: 'mallory' }),
    ).rejects.toThrow(DENIED);
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory/uid'), 'mallory')).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner('/admin_attempts/site/mallory/code')).toBe('x');
    // With the window of the earlier attempt the proof stays refused.
    await expect(set(ref(mallory.db, 'admins/site/mallory'), SECRET)).rejects.toThrow(DENIED);
  });

  it('refuses the code without a fresh attempt of the same uid and code', async () => {
    // Mallory's attempt does not let Eve write the secret she somehow learned.
    await attempt(mallory, 'site', SECRET);
    await expect(set(ref(eve.db, 'admins/site/eve'), SECRET)).rejects.toThrow(DENIED);
    // No attempt at all.
    await rdb.seed('/admin_attempts', null);
    await expect(set(ref(alice.db, 'admins/site/alice'), SECRET)).rejects.toThrow(DENIED);
    // An old attempt does not count.
    await rdb.seed('/admin_attempts/site/alice', { uid: 'alice', code: SECRET, at: Date.now() - 61_000 });
    await expect(set(ref(alice.db, 'admins/site/alice'), SECRET)).rejects.toThrow(DENIED);
  });

  it('refuses forged attempts: another uid, a chosen time, extra fields, unknown scopes, no sign-in', async () => {
    await expect(set(ref(mallory.db, 'admin_attempts/site/alice'), { uid: 'alice', code: 'x', at: serverTimestamp() })).rejects.toThrow(DENIED);
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory'), { uid: 'alice', code: 'x', at: serverTimestamp() })).rejects.toThrow(DENIED);
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory'), { uid: 'mallory', code: 'x', at: 1 })).rejects.toThrow(DENIED);
    await expect(attempt(mallory, 'site', 'x', { note: 'hei' })).rejects.toThrow(DENIED);
    await expect(attempt(mallory, 'site', 'x'.repeat(101))).rejects.toThrow(DENIED);
    await expect(attempt(mallory, 'site', '')).rejects.toThrow(DENIED);
    await expect(attempt(mallory, 'other', 'x')).rejects.toThrow(DENIED);
    await expect(set(ref(nobody.db, 'admin_attempts/site/x'), { uid: null, code: 'x', at: serverTimestamp() })).rejects.toThrow(DENIED);
    await attempt(mallory, 'site', 'x');
    // Deleting the attempt would restart the clock.
    await expect(set(ref(mallory.db, 'admin_attempts/site/mallory'), null)).rejects.toThrow(DENIED);
  });

  it('never lets a client read the secret, the attempts or another admin', async () => {
    await proveAdminCode(alice.db, 'site', 'alice', SECRET);
    await expect(get(ref(alice.db, 'secrets/admin_codes/site'))).rejects.toThrow(/permission/i);
    await expect(get(ref(alice.db, 'admin_attempts/site/alice'))).rejects.toThrow(/permission/i);
    await expect(get(ref(mallory.db, 'admins/site/alice'))).rejects.toThrow(/permission/i);
    await expect(get(ref(mallory.db, 'admins/site'))).rejects.toThrow(/permission/i);
    await expect(set(ref(mallory.db, 'secrets/admin_codes/site'), 'mitt')).rejects.toThrow(DENIED);
  });

  it('a code proves only its own scope, and only for the writer', async () => {
    await attempt(alice, 'swg', SECRET);
    await expect(set(ref(alice.db, 'admins/swg/alice'), SECRET)).rejects.toThrow(DENIED);
    await rdb.seed('/admin_attempts', null);
    await proveAdminCode(alice.db, 'swg', 'alice', 'SWG-kode');
    await expect(set(ref(mallory.db, 'admins/swg/alice'), null)).rejects.toThrow(DENIED);
    // The admin may give the rights up.
    await set(ref(alice.db, 'admins/swg/alice'), null);
    expect(await rdb.readAsOwner('/admins/swg/alice')).toBeNull();
  });

  it('without a secret set, nobody becomes admin', async () => {
    await rdb.seed('/secrets/admin_codes/swg', null);
    try {
      await attempt(alice, 'swg', 'x');
      await expect(set(ref(alice.db, 'admins/swg/alice'), 'x')).rejects.toThrow(DENIED);
    } finally {
      await rdb.seed('/secrets/admin_codes/swg', 'swg-kode');
    }
  });
});
