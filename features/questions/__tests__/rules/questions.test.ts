/** @jest-environment node */
import { get, ref, serverTimestamp, set } from 'firebase/database';
import { askQuestion, markAnswered } from '@/features/questions/lib/data';
import { closeClients, connectClients, readAsOwner, seed, type TestClient } from '@/localdb/testing';
import { createWithRate, expectAllowed, expectFloodRefused, startRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;

describe('rules: question board', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let alice: TestClient;
  let bob: TestClient;
  let nobody: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('questions');
    [alice, bob] = await connectClients(ctx.server, ctx.ns, 2, { uids: ['alice', 'bob'] });
    [nobody] = await connectClients(ctx.server, ctx.ns, 1);
  });

  // One creation per uid every few seconds (issue 23 §7): each test starts with a clear clock.
  beforeEach(() => seed(ctx.server, ctx.ns, '/rate', null));

  afterAll(async () => {
    await closeClients([alice, bob, nobody]);
    await ctx.server.close();
  });

  const valid = (extra: object = {}) => ({ to: 'Per', text: 'Hvorfor?', from: 'Kari', answered: false, created_at: serverTimestamp(), created_by: 'alice', ...extra });

  it('lets anyone signed in ask and read, and anyone mark a question answered and back (a wrong tap is not final)', async () => {
    await seed(ctx.server, ctx.ns, '/questions', null); // the list holds this test's question alone
    await askQuestion(alice.db, 'alice', { to: 'Per', text: 'Kaffe?', from: 'Kari' });
    const list = (await get(ref(bob.db, 'questions'))).val();
    const [key] = Object.keys(list);
    expect(list[key]).toMatchObject({ to: 'Per', text: 'Kaffe?', from: 'Kari', answered: false });
    await markAnswered(bob.db, key);
    expect(await readAsOwner(ctx.server, ctx.ns, `/questions/${key}/answered`)).toBe(true);
    await set(ref(alice.db, `questions/${key}/answered`), false);
    expect(await readAsOwner(ctx.server, ctx.ns, `/questions/${key}/answered`)).toBe(false);
    await expect(set(ref(bob.db, `questions/${key}/answered`), 'ja')).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `questions/${key}/answered`), null)).rejects.toThrow(DENIED);
    await expect(set(ref(nobody.db, `questions/${key}/answered`), true)).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'questions/nokey/answered'), true)).rejects.toThrow(DENIED);
  });

  it('refuses asking as answered, empty or long text, forged fields, edits and deletes, no sign-in', async () => {
    await expect(createWithRate(alice, 'questions', 'question', valid({ answered: true }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ text: '' }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ text: 'x'.repeat(501) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ to: 'x'.repeat(41) }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ created_by: 'bob' }))).rejects.toThrow(DENIED);
    await expect(createWithRate(alice, 'questions', 'question', valid({ secret: 1 }))).rejects.toThrow(DENIED);
    await seed(ctx.server, ctx.ns, '/questions/q1', { to: 'A', text: 'B', from: 'C', answered: false, created_at: 1, created_by: 'alice' });
    await expect(set(ref(bob.db, 'questions/q1/text'), 'endret')).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, 'questions/q1'), null)).rejects.toThrow(DENIED);
    await expect(createWithRate(nobody, 'questions', 'question', valid())).rejects.toThrow(DENIED);
    await expect(get(ref(nobody.db, 'questions'))).rejects.toThrow(/permission/i);
  });

  it('refuses floods: two in one update, one without its rate node, a second straight after the first (issue 23 §7)', async () => {
    const db = { seed: (path: string, value: unknown) => seed(ctx.server, ctx.ns, `/${path}`, value) };
    await expectFloodRefused(db, alice, 'questions', 'question', valid());
    await expectAllowed(createWithRate(bob, 'questions', 'question', valid({ created_by: 'bob' })));
  });
});
