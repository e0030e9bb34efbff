// After `next build`: marks every script chunk of the export with V8's per-file compile hint,
// `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles all of the file's
// functions on the thread that streams the script in, instead of one by one on the main thread
// the first time each is called. Every chunk here is code split by route or by lazy part, so a
// page loads a chunk because it runs it: hydration, the Firebase SDKs and the live screen. In a
// traced load of a room this took a quarter off the main thread's work and about half off its
// blocking time (docs/performance.md). Other browsers read the line as a comment.
//
// The hint has to be the file's first line, which moves the code one line down. A source map the
// chunk names (a build with productionBrowserSourceMaps) gets one empty line in front to match.
// No import.meta here: Jest imports this file to test it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesEndingWith } from './export-files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Prepends the hint to every .js file under `<out>/_next/static/chunks`; returns how many changed. */
export function addCompileHints(out) {
  const chunks = path.join(out, '_next', 'static', 'chunks');
  if (!existsSync(chunks)) throw new Error(`No script chunks in ${chunks}: run \`next build\` first.`);
  let count = 0;
  for (const file of filesEndingWith(chunks, '.js')) {
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${code}`);
    shiftSourceMap(file, code);
    count += 1;
  }
  return count;
}

function shiftSourceMap(file, code) {
  const reference = code.match(/\/\/# sourceMappingURL=([^\s]+)\s*$/)?.[1];
  if (!reference || reference.startsWith('data:')) return;
  const mapFile = path.join(path.dirname(file), reference);
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  // In a source map's mappings, ';' ends a generated line: one in front is one empty line.
  if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
  for (const section of map.sections ?? []) {
    if (section.offset) section.offset.line += 1;
  }
  writeFileSync(mapFile, JSON.stringify(map));
}
