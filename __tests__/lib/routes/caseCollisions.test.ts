/** @jest-environment node */
// The static export puts every route folder of app/ and everything in public/ side by side in
// out/. On a case-insensitive disk (macOS, Windows) /Swg and a public/swg folder were one folder,
// so a deploy from such a machine lost files. No two names may differ only in case.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/** Top-level names in out/: app/ route folders (not (groups), _private or [params]) and public/ entries. */
function exportedNames(): string[] {
  const routes = readdirSync(path.join(ROOT, 'app'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[([_@]/.test(e.name))
    .map((e) => e.name);
  const publicNames = readdirSync(path.join(ROOT, 'public'));
  return [...routes, ...publicNames];
}

describe('the static export on a case-insensitive disk', () => {
  it('has no two top-level names in out/ that differ only in case', () => {
    const byLower = new Map<string, string[]>();
    for (const name of exportedNames()) byLower.set(name.toLowerCase(), [...(byLower.get(name.toLowerCase()) ?? []), name]);
    const clashes = [...byLower.values()].filter((names) => names.length > 1);
    expect(clashes).toEqual([]);
    expect(exportedNames()).toContain('Swg');
  });
});
