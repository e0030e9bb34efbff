/** @jest-environment node */
// A Festrom party's own question board (fest/{code}/questions): the site board's rules for the
// party's members only, and the host may also take a question off (docs/apps.md).
import { ref, serverTimestamp, update } from 'firebase/database';
import { questionPaths } from '@/features/questions/paths';
import { askQuestion, removeQuestion, setAnswered } from '@/features/questions/lib/data';
import { canRead, createWithRate, expectAllowed, expectDenied, expectFloodRefused, keyedRoomSeed, rateEntry, read, setupRulesDb, write } from '@/__tests__/rules/helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';

const party = (code: string) => ({
  ...keyedRoomSeed('fest', code, { settings: { name: 'Fest', private: true, created_by: 'host' }, names: { host: 'Vera', anne: 'Anne' } }),
  [`members/fest/${code}`]: { host: 'x', anne: 'x', bjorn: 'x' },
});

describe('rules: a party’s question board', () => {
  const db = setupRulesDb('party-questions', { users: ['host', 'anne', 'bjorn'], seed: { ...party('Q1'), ...party('Q2'), ...party('Q3') } });
  const valid = (by: string, extra: object = {}) => ({ to: 'Per', text: 'Hvorfor?', from: 'Kari', answered: false, created_at: serverTimestamp(), created_by: by, ...extra });
  const list = questionPaths.questions('Q1');

  beforeEach(() => db.seed('rate', null));

  it('lets members ask, read and mark answered and back; the site board does not show it', async () => {
    // A party of its own: the other tests leave questions in Q1's list, in any order.
    await askQuestion(db.as('anne').db, 'anne', { to: 'Vera', text: 'Kake?', from: 'Anne' }, 'Q3');
    const stored = (await getRoomContent(db.as('bjorn').db, 'fest', 'Q3', questionPaths.questions('Q3'))).val() as Record<string, { text: string }>;
    expect(Object.keys(stored)).toHaveLength(1);
    const [key] = Object.keys(stored);
    expect(stored[key!]).toMatchObject({ to: 'Vera', text: 'Kake?', from: 'Anne', answered: false, created_by: 'anne' });
    await setAnswered(db.as('bjorn').db, 'bjorn', key!, true, 'Q3');
    expect(await db.readAsOwner(questionPaths.questionAnswered(key!, 'Q3'))).toBe(true);
    await setAnswered(db.as('bjorn').db, 'bjorn', key!, false, 'Q3');
    expect(await db.readAsOwner(questionPaths.questionAnswered(key!, 'Q3'))).toBe(false);
    expect(await db.readAsOwner(questionPaths.questions())).toBeNull();
  });

  it('refuses non-members and the signed-out: no reading, asking or marking', async () => {
    await db.seed(questionPaths.question('qs', 'Q2'), { to: 'A', text: 'B', from: 'C', answered: false, created_at: 1, created_by: 'anne' });
    expect(await canRead(db.as('stranger'), questionPaths.questions('Q2'))).toBe(false);
    expect(await canRead(db.signedOut, questionPaths.questions('Q2'))).toBe(false);
    await expectDenied(createWithRate(db.as('stranger'), questionPaths.questions('Q2'), 'question', valid('stranger')));
    await expectDenied(createWithRate(db.signedOut, questionPaths.questions('Q2'), 'question', valid('x')));
    await expectDenied(update(ref(db.as('stranger').db), { [questionPaths.questionAnswered('qs', 'Q2')]: true, ...rateEntry('answered', 'stranger', 'qs') }));
    // A member of another party is a stranger here too.
    await expectDenied(remove(db.as('stranger'), 'qs'));
    expect(await db.readAsOwner(questionPaths.question('qs', 'Q2'))).toMatchObject({ answered: false });
  });

  it('holds members to the site board’s fields and rates: no forged author, no asking as answered, no edits, no flood', async () => {
    await expectDenied(createWithRate(db.as('anne'), list, 'question', valid('bjorn')));
    await expectDenied(createWithRate(db.as('anne'), list, 'question', valid('anne', { answered: true })));
    await expectDenied(createWithRate(db.as('anne'), list, 'question', valid('anne', { text: 'x'.repeat(501) })));
    await expectDenied(createWithRate(db.as('anne'), list, 'question', valid('anne', { secret: 1 })));
    await db.seed(questionPaths.question('q1', 'Q1'), { to: 'A', text: 'B', from: 'C', answered: false, created_at: 1, created_by: 'anne' });
    await expectDenied(write(db.as('anne'), `${questionPaths.question('q1', 'Q1')}/text`, 'endret'));
    await expectDenied(update(ref(db.as('bjorn').db), { [questionPaths.questionAnswered('q1', 'Q1')]: true }));
    await expectFloodRefused(db, db.as('bjorn'), list, 'question', valid('bjorn'));
  });

  it('lets the host alone take a question off', async () => {
    await db.seed(questionPaths.question('q2', 'Q1'), { to: 'A', text: 'Frekt', from: 'C', answered: false, created_at: 1, created_by: 'anne' });
    await expectDenied(removeQuestion(db.as('anne').db, 'Q1', 'q2'));
    await expectDenied(removeQuestion(db.as('bjorn').db, 'Q1', 'q2'));
    await expectDenied(write(db.as('stranger'), questionPaths.question('q2', 'Q1'), null));
    await expectAllowed(removeQuestion(db.as('host').db, 'Q1', 'q2'));
    expect(await db.readAsOwner(questionPaths.question('q2', 'Q1'))).toBeNull();
  });

  function remove(client: ReturnType<typeof db.as>, key: string) {
    return write(client, questionPaths.question(key, 'Q2'), null);
  }
});
