// Proost's part of `npm run migrate` (lib/routes/migration.ts): SPEC's rooms get the shared room
// nodes from the engine; the room's settings, questions and players are normalised here.
import { boolOr, children, text, type Migration, type MigrationStep, type RoomMigration } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';

const TYPES = ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri'];

function content(m: Migration, { contentPath, room, settings, base, knownSettings, members }: RoomMigration) {
  m.set(contentPath, {
    settings: {
      ...base,
      allow_entries: boolOr(settings.allow_entries, true),
      allow_new_players: boolOr(settings.allow_new_players, false),
      allow_screen_tap: boolOr(settings.allow_screen_tap, false),
    },
  });
  m.extras(`${contentPath}/settings`, settings, [...knownSettings, 'allow_entries', 'allow_new_players', 'allow_screen_tap']);
  for (const [key, raw] of children(room.questions)) {
    const q = asRecord(raw);
    const questionText = text(q?.text);
    if (!q || !questionText || questionText.length > 500 || !isValidKey(key)) {
      m.unmapped(`${contentPath}/questions/${key}`, raw, 'a question needs a text of 1–500 characters');
      continue;
    }
    const type = TYPES.includes(text(q.type)) ? text(q.type) : 'Generelt';
    if (type !== q.type) m.unmapped(`${contentPath}/questions/${key}/type`, q.type, 'not one of the five question types; stored as Generelt');
    m.set(`${contentPath}/questions/${key}`, { text: questionText, by: text(q.by), type });
    m.extras(`${contentPath}/questions/${key}`, q, ['text', 'by', 'type']);
  }
  for (const [key, raw] of children(room.players)) {
    const p = asRecord(raw);
    const name = text(p?.name).slice(0, 40);
    if (!p || !name || !isValidKey(key)) {
      m.unmapped(`${contentPath}/players/${key}`, raw, 'a player needs a name');
      continue;
    }
    const addedBy = text(p.added_by);
    if (addedBy && isValidKey(addedBy)) members.add(addedBy);
    m.set(`${contentPath}/players/${key}`, { name, added_by: addedBy, id: key });
    m.extras(`${contentPath}/players/${key}`, p, ['name', 'added_by', 'id']);
  }
  m.extras(contentPath, room, ['settings', 'questions', 'players']);
}

export const migration: MigrationStep = {
  nodes: ['proost'],
  run(m, node, value) {
    for (const [code, room] of children(value)) m.room('proost', code, room, `${node}/${code}`, { content: (r) => content(m, r) });
  },
};
