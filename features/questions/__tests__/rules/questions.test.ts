/** @jest-environment node */
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { askQuestion, markAnswered, setAnswered } from '@/features/questions/lib/data';
import type { TestClient } from '@/localdb/testing';
import { createWithRate, expectAllowed, expectFloodRefused, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;

describe('rules: question board', () => {
  const rdb = setupRulesDb('questions', { users: ['alice', 'bob'], defaultUsers: false });
  let alice: TestClient;
  let bob: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [alice, bob] = ['alice', 'bob'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });

  // One creation per uid every few seconds: each test starts with a clear clock.
  beforeEach(() => rdb.seed('/rate', null));

  const valid = (extra: object = {}) => ({ to: 'Per', text: 'Hvorfor?', from: 'Kari', answered: false, created_at: serverTimestamp(), created_by: 'alice', ...extra });

  it('lets anyone signed in ask and read, and anyone mark a question answered and back (a wrong tap is not final)', async () => {
    await rdb.seed('/questions', null); // the list holds this test's question alone
    await askQuestion(alice.db, 'alice', { to: 'Per', text: 'Kaffe?', from: 'Kari' });
    const list = (await get(ref(bob.db, 'questions'))).val();
    const [key] = Object.keys(list);
    expect(list[key]).toMatchObject({ to: 'Per', text: 'Kaffe?', from: 'Kari', answered: false });
    await markAnswered(bob.db, 'bob', key);
    expect(await rdb.readAsOwner(`/questions/${key}/answered`)).toBe(true);
    await setAnswered(alice.db, 'alice', key, false);
    expect(await rdb.readAsOwner(`/questions/${key}/answered`)).toBe(false);
    // With the rate node setAnswered sends, so only the value can be what is refused.
    const answered = (client: TestClient, path: string, value: unknown) =>
      update(ref(client.db), { [path]: value, ...rateEntry('answered', client.uid ?? 'signed-out', path.split('/')[1]!) });
    await rdb.seed('/rate', null);
    await expect(answered(bob, `questions/${key}/answered`, 'ja')).rejects.toThrow(DENIED);
    await expect(answered(bob, `questions/${key}/answered`, null)).rejects.toThrow(DENIED);
    await expect(answered(nobody, `questions/${key}/answered`, true)).rejects.toThrow(DENIED);
    await expect(answered(bob, 'questions/nokey/answered', true)).rejects.toThrow(DENIED);
  });

  // docs/security.md §Floods: one stranger marked every question answered in one update.
  it('lets one update mark one question, one per uid every 2 s; «Angre» still works for whoever tapped', async () => {
    await rdb.seed('/questions', {
      qa: { to: 'A', text: 'En', from: 'C', answered: false, created_at: 1, created_by: 'alice' },
      qb: { to: 'A', text: 'To', from: 'C', answered: false, created_at: 2, created_by: 'alice' },
    });
    // Every question in one update, under one rate node (or none).
    await expect(update(ref(bob.db), { 'questions/qa/answered': true, 'questions/qb/answered': true, ...rateEntry('answered', 'bob', 'qa') })).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'questions/qa/answered'), true)).rejects.toThrow(DENIED);
    // One, then another straight after: refused until the interval has passed.
    await expectAllowed(update(ref(bob.db), { 'questions/qa/answered': true, ...rateEntry('answered', 'bob', 'qa') }));
    await expect(update(ref(bob.db), { 'questions/qb/answered': true, ...rateEntry('answered', 'bob', 'qb') })).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner('/questions/qb/answered')).toBe(false);
    // «Angre» straight after the tap waits the interval out once and goes through.
    await setAnswered(bob.db, 'bob', 'qa', false);
    expect(await rdb.readAsOwner('/questions/qa/answered')).toBe(false);
  });

  it('refuses asking as answered, empty or long text, forged fields, edits and deletes, no sign-in', async () => {
    await expect(createWithRate(alice, 'questions', 'question', valid({ answered: true }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ text: '' }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ text: 'x'.repeat(501) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ to: 'x'.repeat(41) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ created_by: 'bob' }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ secret: 1 }))).rejects.toThrow(DENIED);
    await rdb.seed('/questions/q1', { to: 'A', text: 'B', from: 'C', answered: false, created_at: 1, created_by: 'alice' });
    await expect(set(ref(bob.db, 'questions/q1/text'), 'endret')).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, 'questions/q1'), null)).rejects.toThrow(DENIED);
    await expect(createWithRate(nobody, 'questions', 'question', valid())).rejects.toThrow(DENIED);
    await expect(get(ref(nobody.db, 'questions'))).rejects.toThrow(/permission/i);
  });

  it('refuses floods: two in one update, one without its rate node, a second straight after the first', async () => {
    await expectFloodRefused(rdb, alice, 'questions', 'question', valid());
    await expectAllowed(createWithRate(bob, 'questions', 'question', valid({ created_by: 'bob' })));
  });
});
