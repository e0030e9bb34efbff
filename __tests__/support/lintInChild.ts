// ESLint as `npm run lint` runs it: its Node API with the repo's own eslint.config.mjs, in a child
// process (ESLint loads its config with a native ESM import, which Jest's module system does not
// run). Loading that config is most of a call's cost, so a test file lints all its snippets in one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** A snippet linted as if it lived at `file`. */
export type LintCase = { file: string; code: string };

/** For each snippet, the messages of `ruleId` that ESLint reports. */
export function lintMessages(ruleId: string, cases: LintCase[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const [ruleId, cases] = JSON.parse(process.argv[1]);
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: c.file });
        out.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify([ruleId, cases])], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout);
}
