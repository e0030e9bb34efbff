/** @jest-environment node */
import { get, ref, serverTimestamp, set } from 'firebase/database';
import { addSuggestion, setSuggestionStatus } from '@/features/home/lib/data';
import type { TestClient } from '@/localdb/testing';
import { createWithRate, expectAllowed, expectFloodRefused, setupRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;

describe('rules: roadmap suggestions', () => {
  // A stale proof (the code was changed since) counts for nothing: 'former'.
  const rdb = setupRulesDb('roadmap', { users: ['admin', 'guest', 'former'], defaultUsers: false, seed: { '/secrets/admin_codes/site': 'kode', '/admins/site/admin': 'kode', '/admins/site/former': 'gammel' } });
  let admin: TestClient;
  let guest: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [admin, guest] = ['admin', 'guest'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });

  // One creation per uid every few seconds: each test starts with a clear clock.
  beforeEach(() => rdb.seed('/rate', null));

  const valid = (uid: string, extra: object = {}) => ({
    title: 'Mørk modus',
    desc: '',
    from: 'Kari',
    status: 1,
    created_at: serverTimestamp(),
    created_by: uid,
    ...extra,
  });

  it('lets anyone signed in suggest, starting as Ny, and read the list', async () => {
    await rdb.seed('/suggestions', null); // the list holds this test's suggestion alone
    await addSuggestion(guest.db, 'guest', { title: ' Quiz ', desc: 'Med lag', from: 'Ola' });
    const all = (await get(ref(guest.db, 'suggestions'))).val();
    const [stored] = Object.values(all) as Record<string, unknown>[];
    expect(stored).toMatchObject({ title: 'Quiz', desc: 'Med lag', from: 'Ola', status: 1, created_by: 'guest' });
  });

  it('refuses a suggestion that starts with another status, forged fields, or too long text', async () => {
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { status: 3 }))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('admin'))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { created_at: 5 }))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { extra: 1 }))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { title: '' }))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { desc: 'x'.repeat(501) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(guest, 'suggestions', 'suggestion', valid('guest', { from: 'x'.repeat(41) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(nobody, 'suggestions', 'suggestion', valid('x'))).rejects.toThrow(DENIED);
    await expect(get(ref(nobody.db, 'suggestions'))).rejects.toThrow(/permission/i);
  });

  it('only a site admin changes status, to 1–5', async () => {
    await rdb.seed('/suggestions/s1', { title: 'T', desc: '', from: 'F', status: 1, created_at: 1, created_by: 'guest' });
    await expect(setSuggestionStatus(guest.db, 's1', 3)).rejects.toThrow(DENIED);
    const former = rdb.as('former');
    await expect(set(ref(former.db, 'suggestions/s1/status'), 3)).rejects.toThrow(DENIED);
    await setSuggestionStatus(admin.db, 's1', 3);
    expect(await rdb.readAsOwner('/suggestions/s1/status')).toBe(3);
    await expect(set(ref(admin.db, 'suggestions/s1/status'), 6)).rejects.toThrow(DENIED);
    await expect(set(ref(admin.db, 'suggestions/s1/status'), 2.5)).rejects.toThrow(DENIED);
  });

  it('nobody but the admin edits or deletes a suggestion once it exists', async () => {
    await rdb.seed('/suggestions/s2', { title: 'T', desc: '', from: 'F', status: 1, created_at: 1, created_by: 'guest' });
    await expect(set(ref(guest.db, 'suggestions/s2/title'), 'Endret')).rejects.toThrow(DENIED);
    await expect(set(ref(guest.db, 'suggestions/s2'), null)).rejects.toThrow(DENIED);
    await set(ref(admin.db, 'suggestions/s2'), null);
    expect(await rdb.readAsOwner('/suggestions/s2')).toBeNull();
  });

  it('refuses floods: two in one update, one without its rate node, a second straight after the first', async () => {
    const db = { seed: (path: string, value: unknown) => rdb.seed(`/${path}`, value) };
    await expectFloodRefused(db, guest, 'suggestions', 'suggestion', valid('guest'));
    await expectAllowed(createWithRate(admin, 'suggestions', 'suggestion', valid('admin')));
  });
});
