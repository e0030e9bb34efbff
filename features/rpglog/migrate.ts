// The RPG logs' part of `npm run migrate` (lib/routes/migration.ts): DND and DND_Items, one shape.
import { children, clampInt, text, type Migration, type MigrationStep, type Tree } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';

function rpgLog(m: Migration, node: string, value: unknown) {
  let n = 0;
  for (const [key, raw] of children(value)) {
    if (key === 'info') continue;
    const e = asRecord(raw);
    const title = text(e?.title);
    if (!e || !title || title.length > 500 || !isValidKey(key)) {
      m.unmapped(`${node}/${key}`, raw, 'an entry needs a title of 1–500 characters');
      continue;
    }
    const date = m.day(e.date) ?? m.day(e.created_at);
    if (!date) m.changed(`${node}/${key}: no date; set to the migration day`);
    m.set(`${node}/${key}`, {
      title,
      person: text(e.person).slice(0, 40),
      session: clampInt(e.session, 1, 9999, 1),
      from: text(e.from).slice(0, 40) || 'DM',
      date: date ?? m.today(),
    });
    m.extras(`${node}/${key}`, e, ['title', 'person', 'session', 'from', 'date']);
    n++;
  }
  const info = asRecord(asRecord(value)?.info);
  if (info) {
    const session = clampInt(info.session, 1, 9999, 1);
    const story: Tree = {};
    const storyMap = asRecord(info.story);
    if (storyMap) {
      for (const [key, t] of Object.entries(storyMap)) {
        if (/^s[0-9]{1,4}$/.test(key) && text(t)) story[key] = text(t).slice(0, 500);
        else m.unmapped(`${node}/info/story/${key}`, t, 'stories are keyed s1, s2 …');
      }
    } else if (text(info.story)) {
      // SPEC's one story is that of the session before the current one (as the log reads it).
      if (session > 1) story[`s${session - 1}`] = text(info.story).slice(0, 500);
      else m.unmapped(`${node}/info/story`, info.story, 'a story before the first session');
      if (session > 1) m.changed(`${node}/info: the story became session ${session - 1}'s`);
    }
    m.set(`${node}/info`, Object.keys(story).length > 0 ? { session, story } : { session });
    m.extras(`${node}/info`, info, ['session', 'story']);
  }
  m.changed(`${node}: ${n} entr${n === 1 ? 'y' : 'ies'} normalised`);
}

export const migration: MigrationStep = {
  nodes: ['DND', 'DND_Items'],
  run: rpgLog,
};
