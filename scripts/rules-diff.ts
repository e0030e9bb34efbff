// `npx tsx scripts/rules-diff.ts [old] [new]`: the rules that differ in meaning between two rules
// files (rules/compare.ts). Each side is a file path, `git:<ref>` (database.rules.json at that
// commit) or `modules` (what the rules modules generate now). Defaults: git:HEAD against modules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '../features';
import { buildRules } from '../rules/build';
import { compareRules } from '../rules/compare';

const ROOT = path.join(__dirname, '..');

async function load(source: string): Promise<unknown> {
  if (source === 'modules') return buildRules(MANIFESTS);
  if (source.startsWith('git:')) {
    return JSON.parse(execFileSync('git', ['show', `${source.slice(4)}:database.rules.json`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 }));
  }
  return JSON.parse(readFileSync(path.resolve(source), 'utf8'));
}

async function main() {
  const [oldSource = 'git:HEAD', newSource = 'modules'] = process.argv.slice(2);
  const differences = compareRules(await load(oldSource), await load(newSource));
  const clip = (v: unknown) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    return s === undefined ? '(absent)' : s.length > 400 ? `${s.slice(0, 400)}…` : s;
  };
  for (const d of differences) console.log(`${d.path}\n  old: ${clip(d.old)}\n  new: ${clip(d.new)}\n`);
  console.log(`${oldSource} → ${newSource}: ${differences.length === 0 ? 'no difference in meaning' : `${differences.length} rule(s) differ`}`);
  process.exitCode = differences.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
