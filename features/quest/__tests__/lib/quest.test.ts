import { isQuestRoomId, mapQuest, mergeQuests, newQuest, questStatus, rewardText } from '@/features/quest/lib/quest';

const quest = newQuest('k1', { title: 'Finn kartet', description: '', reward: '' });

describe('quest rules', () => {
  it('starts hidden, not completed and not failed', () => {
    expect(quest).toMatchObject({ visible: false, completed: false, failed: false });
  });

  it('is failed when failed (even if also completed), completed when completed, else open', () => {
    expect(questStatus({ ...quest, failed: true, completed: true })).toBe('failed');
    expect(questStatus({ ...quest, completed: true })).toBe('completed');
    expect(questStatus(quest)).toBe('open');
  });

  it('shows "No reward" for an empty reward', () => {
    expect(rewardText(quest)).toBe('No reward');
    expect(rewardText({ ...quest, reward: '50 gull' })).toBe('50 gull');
  });

  it('takes visibility from the node the quest is stored in, not the stored flag', () => {
    expect(mapQuest('k', { title: 'T', visible: true }, false)).toMatchObject({ visible: false, completed: false });
    expect(mapQuest('k', 'tekst', true)).toBeNull();
  });

  it('merges visible and hidden quests in creation order', () => {
    const a = { ...quest, id: '-A' };
    const b = { ...quest, id: '-B' };
    const c = { ...quest, id: '-C' };
    expect(mergeQuests([c, a], [b]).map((q) => q.id)).toEqual(['-A', '-B', '-C']);
  });

  it.each([
    ['AbC12', true],
    ['rom-1_x', true],
    ['', false],
    ['a.b', false],
    ['æøå', false],
    ['x'.repeat(41), false],
  ])('room code %p valid: %p', (id, ok) => expect(isQuestRoomId(id)).toBe(ok));
});
