// The question board's part of `npm run migrate` (lib/routes/migration.ts).
import { children, isNum, text, type Migration, type MigrationStep } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';

function questions(m: Migration, value: unknown) {
  let n = 0;
  for (const [key, raw] of children(value)) {
    const q = asRecord(raw);
    const body = text(q?.text);
    if (!q || !body || body.length > 500 || !isValidKey(key)) {
      m.unmapped(`questions/${key}`, raw, 'a question needs a text of 1–500 characters');
      continue;
    }
    m.set(`questions/${key}`, {
      to: text(q.to).slice(0, 40) || 'Alle',
      text: body,
      from: text(q.from).slice(0, 40) || 'Ukjent',
      answered: q.answered === true,
      created_at: isNum(q.created_at) ? q.created_at : 0,
      created_by: text(q.created_by),
    });
    m.extras(`questions/${key}`, q, ['to', 'text', 'from', 'answered', 'created_at', 'created_by']);
    n++;
  }
  m.changed(`questions: ${n} question(s) normalised`);
}

export const migration: MigrationStep = {
  nodes: ['questions'],
  run: (m, _node, value) => questions(m, value),
};
