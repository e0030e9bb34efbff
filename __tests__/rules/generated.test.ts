/**
 * @jest-environment node
 */
// database.rules.json is generated from the rules modules in rules/ (npm run rules). CI fails here
// when the committed file and the modules disagree, and the semantic comparison used to check
// the move from the hand-written file (scripts/rules-diff.ts) is tested to see real changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '@/features';
import { rulesJson } from '@/rules/build';
import { canonicalExpression, compareRules } from '@/rules/compare';

const committed = readFileSync(path.join(__dirname, '..', '..', 'database.rules.json'), 'utf8');

it('database.rules.json is what the rules modules generate (run npm run rules)', async () => {
  const generated = await rulesJson(MANIFESTS);
  if (committed !== generated) {
    const diff = compareRules(JSON.parse(committed), JSON.parse(generated)).map((d) => d.path);
    throw new Error(`database.rules.json is out of date: run npm run rules. Rules that differ in meaning: ${diff.join(', ') || 'none (formatting only)'}`);
  }
});

it('the RPG logs are one shape: DND and DND_Items differ only in their own name', () => {
  const { rules } = JSON.parse(committed);
  expect(JSON.stringify(rules.DND_Items).replaceAll("'DND_Items/'", "'DND/'")).toBe(JSON.stringify(rules.DND));
});

describe('the semantic comparison', () => {
  it('ignores whitespace, quotes, redundant parentheses and the grouping of && and ||', () => {
    expect(canonicalExpression('(a &&  b) && (c || (d))')).toBe(canonicalExpression('a && (b && (c || d))'));
    expect(canonicalExpression("root.child('x').val() === \"y\"")).toBe(canonicalExpression("(root.child('x').val()) === 'y'"));
    expect(compareRules({ r: { '.read': 'auth != null' } }, { r: { '.read': '(auth != null)' } })).toEqual([]);
  });

  it('reports a changed limit, a changed order of evaluation and a changed grouping', () => {
    expect(compareRules({ '.validate': 'newData.val().length <= 40' }, { '.validate': 'newData.val().length <= 41' })).toHaveLength(1);
    expect(canonicalExpression('a && b')).not.toBe(canonicalExpression('b && a'));
    expect(canonicalExpression('a && b || c')).not.toBe(canonicalExpression('a && (b || c)'));
    expect(canonicalExpression("'a/' + x + y")).not.toBe(canonicalExpression("'a/' + (x + y)"));
    expect(canonicalExpression("root.child('a').child('b')")).not.toBe(canonicalExpression("root.child('a/b')"));
  });

  it('reports a rule added or removed, and a changed index', () => {
    expect(compareRules({ x: { '.read': true } }, { x: {} })).toEqual([{ path: '/x/.read', old: true, new: undefined }]);
    expect(compareRules({ x: { '.indexOn': ['at'] } }, { x: { '.indexOn': ['active_at'] } })).toHaveLength(1);
  });
});
