/** @jest-environment node */
// The rules modules' lint rule (eslint/rawRules.mjs) as `npm run lint` runs it: ESLint's Node API
// with the repo's own eslint.config.mjs, in a child process (ESLint loads its config with a native
// ESM import). Raw rule text is refused in a rules module and allowed in rules/dsl.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

type Case = { file: string; code: string };

/** How many raw-rule messages ESLint reports for each snippet, linted as if it lived at `file`. */
function rawCounts(cases: Case[]): number[] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const c of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(c.code, { filePath: c.file });
        out.push(result.messages.filter((m) => m.ruleId === 'rules-dsl/no-raw-rules').length);
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout);
}

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

  it('refuses raw rule text in the rules modules', () => {
    const counts = rawCounts(raw);
    raw.forEach((c, i) => expect([c.code, counts[i]! > 0]).toEqual([c.code, true]));
  });

  it('accepts rules built with the DSL, and the DSL itself', () => {
    expect(rawCounts(clean)).toEqual(clean.map(() => 0));
  });
});
