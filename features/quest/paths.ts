// The quest log's database paths (docs/design.md §4): visible quests and hidden quests live in
// separate nodes, because RTDB read rules cascade: players may read `quests`, only the creator
// `hidden`. The one place that builds them (docs/architecture.md).
import { assertKey } from '@/lib/firebase/paths';

export const questPaths = {
  room: (id: string) => `questlog/${assertKey(id)}`,
  name: (id: string) => `questlog/${assertKey(id)}/name`,
  settings: (id: string) => `questlog/${assertKey(id)}/settings`,
  visible: (id: string) => `questlog/${assertKey(id)}/quests`,
  hidden: (id: string) => `questlog/${assertKey(id)}/hidden`,
  quest: (id: string, hidden: boolean, questId: string) =>
    `questlog/${assertKey(id)}/${hidden ? 'hidden' : 'quests'}/${assertKey(questId)}`,
  flag: (id: string, hidden: boolean, questId: string, flag: 'completed' | 'failed') =>
    `questlog/${assertKey(id)}/${hidden ? 'hidden' : 'quests'}/${assertKey(questId)}/${flag}`,
};
