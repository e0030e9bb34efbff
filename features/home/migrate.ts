// The roadmap's part of `npm run migrate` (lib/routes/migration.ts): its suggestions.
import { children, clampInt, isNum, text, type Migration, type MigrationStep } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';

function suggestions(m: Migration, value: unknown) {
  let n = 0;
  for (const [key, raw] of children(value)) {
    const s = asRecord(raw);
    const title = text(s?.title);
    if (!s || !title || title.length > 80 || !isValidKey(key)) {
      m.unmapped(`suggestions/${key}`, raw, 'a suggestion needs a title of 1–80 characters');
      continue;
    }
    const desc = text(s.desc);
    if (desc.length > 500) m.unmapped(`suggestions/${key}/desc`, s.desc, 'at most 500 characters; the first 500 were kept');
    m.set(`suggestions/${key}`, {
      title,
      desc: desc.slice(0, 500),
      from: text(s.from).slice(0, 40) || 'Ukjent',
      status: clampInt(s.status, 1, 5, 1),
      created_at: isNum(s.created_at) ? s.created_at : 0,
      created_by: text(s.created_by),
    });
    m.extras(`suggestions/${key}`, s, ['title', 'desc', 'from', 'status', 'created_at', 'created_by']);
    n++;
  }
  m.changed(`suggestions: ${n} suggestion(s) normalised`);
}

export const migration: MigrationStep = {
  nodes: ['suggestions'],
  run: (m, _node, value) => suggestions(m, value),
};
