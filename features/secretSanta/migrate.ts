// Secret santa's part of `npm run migrate` (lib/routes/migration.ts): from people/{pushKey} with
// codes inside to people/codes/byCode/draw keyed by uid (shape 2).
import { children, text, type Migration, type MigrationStep } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';
import { isCode, newCode, normaliseCode } from './lib/code';

function secretSanta(m: Migration, value: unknown) {
  const santa = asRecord(value);
  if (!santa) return m.unmapped('secretSanta', value, 'not a secret santa node');
  if (santa.codes !== undefined || santa.byCode !== undefined) {
    m.set('secretSanta', value);
    return;
  }
  type Person = { key: string; uid: string; name: string; code: string; assigned: unknown };
  const people: Person[] = [];
  // shape 2: the layout the rules let clients read; SPEC's stays unreadable.
  m.set('secretSanta/shape', 2);
  const codes = new Set<string>();
  for (const [key, raw] of children(santa.people)) {
    const p = asRecord(raw);
    const uid = text(p?.added_by);
    const name = text(p?.name).slice(0, 40);
    if (!p || !name || !uid || !isValidKey(uid) || people.some((other) => other.uid === uid)) {
      m.unmapped(`secretSanta/people/${key}`, raw, 'a person is keyed by the uid that signed up (added_by), once per uid');
      continue;
    }
    let code = normaliseCode(text(p.code));
    if (!isCode(code) || codes.has(code)) {
      do code = newCode(m.random);
      while (codes.has(code));
      m.unmapped(`secretSanta/people/${key}/code`, p.code, `does not fit the new codes (10 of A–Z and 2–9 without look-alikes, unique:); new code ${code} (tell ${name})`);
    }
    codes.add(code);
    people.push({ key, uid, name, code, assigned: p.assigned_person });
    m.set(`secretSanta/people/${uid}`, { name, added_by: uid, added_at: 0 });
    m.set(`secretSanta/codes/${uid}`, code);
    m.set(`secretSanta/byCode/${code}`, { uid, name });
    m.extras(`secretSanta/people/${key}`, p, ['name', 'added_by', 'code', 'assigned_person', 'has_been_assigned']);
  }
  let drawn = 0;
  for (const giver of people) {
    if (giver.assigned === undefined || giver.assigned === null || giver.assigned === '') continue;
    const wanted = typeof giver.assigned === 'string' ? giver.assigned.trim() : asRecord(giver.assigned);
    const byName = (n: string) => people.filter((p) => p.name.toLowerCase() === n.toLowerCase());
    let match: Person[] = [];
    if (typeof wanted === 'string') {
      match = people.filter((p) => p.key === wanted || p.uid === wanted);
      if (match.length === 0) match = byName(wanted);
    } else if (wanted) {
      match = people.filter((p) => p.uid === text(wanted.uid) || p.key === text(wanted.key));
      if (match.length === 0 && text(wanted.name)) match = byName(text(wanted.name));
    }
    if (match.length !== 1 || match[0].uid === giver.uid) {
      m.unmapped(`secretSanta/people/${giver.key}/assigned_person`, giver.assigned, 'does not name exactly one other person who signed up');
      continue;
    }
    m.set(`secretSanta/draw/${giver.uid}`, { uid: match[0].uid, name: match[0].name });
    drawn++;
  }
  if (drawn > 0) m.set('secretSanta/drawInfo', { at: m.now, count: people.length });
  m.extras('secretSanta', santa, ['people']);
  m.changed(`secret santa: ${people.length} person(s) keyed by uid with private codes, ${drawn} assignment(s) readable only with the giver's code`);
}

export const migration: MigrationStep = {
  nodes: ['secretSanta'],
  run: (m, _node, value) => secretSanta(m, value),
};
