// A painter's arguments are built in the route's server component. A value imported there from a
// 'use client' module is only a reference to it, never the string itself, so the early paint
// would print garbage in the build while every jsdom test still passes: the painters' modules
// must take their texts, icons and constants from plain modules.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The modules `file` (relative to the repo) imports values from that say 'use client'. */
export function clientModulesImportedBy(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map((m) => m[1]).filter((s) => !s.endsWith('.css'));
  const out: string[] = [];
  for (const spec of specs) {
    if (!spec.startsWith('@/') && !spec.startsWith('.')) continue;
    const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.join(ROOT, path.dirname(file), spec);
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (!found) throw new Error(`cannot resolve ${spec} from ${file}`);
    if (/^\s*['"]use client['"]/.test(fs.readFileSync(found, 'utf8'))) out.push(spec);
  }
  return out;
}
