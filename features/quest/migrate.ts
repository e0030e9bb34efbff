// The quest logs' part of `npm run migrate` (lib/routes/migration.ts): hidden quests move where
// players cannot read them (shape 2).
import { children, text, type Migration, type MigrationStep } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';
import { NO_CREATOR } from '@/lib/rooms/roles';
import { isQuestRoomId } from './lib/quest';

function questlog(m: Migration, value: unknown) {
  for (const [id, raw] of children(value)) {
    const game = asRecord(raw);
    if (!game || !isQuestRoomId(id)) {
      m.unmapped(`questlog/${id}`, raw, 'quest room codes are 1–40 letters, digits, - or _');
      continue;
    }
    let name = text(game.name).slice(0, 40);
    if (!name) {
      name = id;
      m.changed(`questlog ${id}: had no name, named ${id}`);
    }
    const settings = asRecord(game.settings) ?? {};
    let createdBy = text(settings.created_by);
    if (!createdBy) {
      createdBy = NO_CREATOR;
      m.changed(`questlog ${id}: no creator was recorded; nobody sees hidden quests until one takes the role over`);
    }
    // shape 2: the quests' new layout, the only one the rules let players read.
    m.set(`questlog/${id}`, { name, settings: { created_by: createdBy, shape: 2 } });
    m.extras(`questlog/${id}/settings`, settings, ['created_by', 'shape']);
    let hidden = 0;
    let shown = 0;
    for (const node of ['quests', 'hidden'] as const) {
      for (const [key, q] of children(game[node])) {
        const quest = asRecord(q);
        if (!quest || !isValidKey(key)) {
          m.unmapped(`questlog/${id}/${node}/${key}`, q, 'not a quest');
          continue;
        }
        // The node decides in the new layout; SPEC's data has only the flag.
        // SPEC's quests start hidden (visible=false); one without the flag stays hidden too.
        const visible = node === 'quests' && quest.visible === true;
        let title = text(quest.title).slice(0, 100);
        if (!title) {
          title = 'Uten tittel';
          m.changed(`questlog/${id}/${node}/${key}: had no title`);
        }
        const description = text(quest.description);
        if (description.length > 500) m.unmapped(`questlog/${id}/${node}/${key}/description`, quest.description, 'descriptions are at most 500 characters; the first 500 were kept');
        const reward = text(quest.reward);
        if (reward.length > 100) m.unmapped(`questlog/${id}/${node}/${key}/reward`, quest.reward, 'rewards are at most 100 characters; the first 100 were kept');
        m.set(`questlog/${id}/${visible ? 'quests' : 'hidden'}/${key}`, {
          id: key,
          title,
          description: description.slice(0, 500),
          reward: reward.slice(0, 100),
          visible,
          completed: quest.completed === true,
          failed: quest.failed === true,
        });
        m.extras(`questlog/${id}/${node}/${key}`, quest, ['id', 'title', 'description', 'reward', 'visible', 'completed', 'failed']);
        if (visible) shown++;
        else hidden++;
      }
    }
    m.extras(`questlog/${id}`, game, ['name', 'settings', 'quests', 'hidden']);
    m.changed(`questlog ${id}: ${shown} visible quest(s), ${hidden} hidden quest(s) moved out of players' reach`);
  }
}

export const migration: MigrationStep = {
  nodes: ['questlog'],
  run: (m, _node, value) => questlog(m, value),
};
