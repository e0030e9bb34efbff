/** @jest-environment node */
// The rules modules' lint rule (eslint/rawRules.mjs) as `npm run lint` runs it
// (__tests__/support/lintInChild.ts). Raw rule text is refused in a rules module and allowed in
// rules/dsl.ts.
import { lintMessages, type LintCase as Case } from '../support/lintInChild';

/** How many raw-rule messages ESLint reports for each snippet, linted as if it lived at `file`. */
const rawCounts = (cases: Case[]): number[] => lintMessages('rules-dsl/no-raw-rules', cases).map((messages) => messages.length);

describe('lint rule rules-dsl/no-raw-rules (docs/security.md «Rules as code»)', () => {
  const head = "import * as r from '@/rules/dsl';\n";
  const raw: Case[] = [
    { file: 'features/swg/rules.ts', code: `${head}export const a = r.and(r.signedIn, 'newData.isNumber()');` },
    { file: 'features/swg/rules.ts', code: `${head}export const a = r.eq(r.auth.uid, '$uid');` },
    { file: 'features/swg/rules.ts', code: `${head}const room = r.newAt(2);\nexport const a = \`\${room}.child('players').val()\`;` },
    { file: 'features/swg/rules.ts', code: `${head}export const a = r.and("data.child('at').exists()");` },
    { file: 'features/swg/rules.ts', code: `${head}const x = r.newVal;\nexport const a = \`\${x} < \${r.now}\`;` },
    { file: 'rules/rooms.ts', code: `${head}export const a = r.or('root.child("x").exists()', 'auth != null');` },
    // A module split by node (features/<app>/rules/) is checked like a single rules.ts.
    { file: 'features/cah/rules/round.ts', code: `${head}export const a = r.and(r.signedIn, 'newData.isNumber()');` },
    { file: 'features/cah/rules/index.ts', code: `${head}export const a = r.eq(r.auth.uid, '$uid');` },
  ];
  const clean: Case[] = [
    {
      file: 'features/swg/rules.ts',
      code: `${head}const $uid = r.wild('uid');\nexport const a = { $uid: { '.read': r.and(r.signedIn, r.isSelf($uid)), '.validate': r.is('true') } };`,
    },
    { file: 'features/swg/rules.ts', code: `${head}export const a = r.valAt(r.newParent(), \`players/\${r.key(r.newVal)}/name\`);` },
    { file: 'rules/dsl.ts', code: "export const isNumber = 'newData.isNumber()';" },
  ];

  // One ESLint process for both lists: loading the repo's config is most of the cost.
  let counts: { raw: number[]; clean: number[] };
  beforeAll(() => {
    const all = rawCounts([...raw, ...clean]);
    counts = { raw: all.slice(0, raw.length), clean: all.slice(raw.length) };
  });

  it('refuses raw rule text in the rules modules', () => {
    raw.forEach((c, i) => expect([c.code, counts.raw[i]! > 0]).toEqual([c.code, true]));
  });

  it('accepts rules built with the DSL, and the DSL itself', () => {
    expect(counts.clean).toEqual(clean.map(() => 0));
  });
});
