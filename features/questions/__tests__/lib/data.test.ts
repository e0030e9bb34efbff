import { mapQuestion, splitQuestions, type Question } from '@/features/questions/lib/data';

const q = (key: string, createdAt: number, answered = false): Question => ({ key, to: 't', text: key, from: 'f', answered, createdAt });

describe('question board', () => {
  it('shows unanswered questions newest first and keeps the answered apart', () => {
    const { open, answered } = splitQuestions([q('a', 1), q('b', 3, true), q('c', 2), q('d', 4)]);
    expect(open.map((x) => x.key)).toEqual(['d', 'c', 'a']);
    expect(answered.map((x) => x.key)).toEqual(['b']);
  });

  it('maps stored data and drops entries without text', () => {
    expect(mapQuestion('k', { to: 'Per', text: 'Hei?', from: 'Kari', answered: true, created_at: 2 })).toEqual({
      key: 'k', to: 'Per', text: 'Hei?', from: 'Kari', answered: true, createdAt: 2,
    });
    expect(mapQuestion('k', { to: 'Per' })).toBeNull();
  });
});
