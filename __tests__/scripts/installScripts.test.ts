import { readFileSync } from 'node:fs';
import path from 'node:path';

// npm runs a dependency's install script only as package.json's `allowScripts` says
// (docs/testing.md, "Installing"). A dependency that gains one must be decided on, not left to
// npm's default, which is about to change from running it to skipping it.
const root = path.join(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const withInstallScript = (): string[] => {
  const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const names = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
};

test('every dependency with an install script is approved or denied in package.json', () => {
  const decided = Object.keys(read('package.json').allowScripts ?? {}).sort();
  expect(withInstallScript()).toEqual(decided);
});

// re2's install compiles RE2 from source (about 2 minutes of both cores) when its prebuilt binary
// cannot be downloaded, and it is denied. Without it the Hosting emulator's superstatic matches a
// rule's `regex` with JavaScript's RegExp, which reads RE2's named groups `(?P<…>)` differently.
test('the Hosting config needs no RE2: none of its rules is a regex', () => {
  const hosting = JSON.stringify(read('firebase.json').hosting ?? {});
  expect(hosting).not.toMatch(/"regex"/);
});
