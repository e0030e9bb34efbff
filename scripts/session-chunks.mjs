// The chunks a room link's sign-in and database socket need (startSessionDownloads in
// components/firebase/SessionProvider.tsx), found in the export so that a room page's loader asks
// for them with the page's own scripts instead of once those have run (docs/rooms.md, "How a room
// page loads", step 5). Each module that function imports carries a mark of
// lib/firebase/sessionCode.mjs; Turbopack writes each dynamic import as a loader module that
// fetches a list of chunks and then requires the imported module by its id, so the lists wanted
// are those of the page's loaders whose module carries a mark.
//
// No import.meta here: Jest imports this file to test it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SESSION_CODE_MARKS } from '../lib/firebase/sessionCode.mjs';

// A module in a Turbopack chunk: its ids (one or more, comma-separated), then its factory, right
// after the chunk's script (`void 0`) or the previous factory's end. (An export list,
// `e.s(["name",0,()=>{…}])`, has the same digits-then-arrow shape after a name instead.)
const MODULE_START = /(?:void 0|\}),((?:\d+,)+)(?:\([\w$,]*\)|[\w$]+)=>\{/g;
// A dynamic import's loader: `e.v(t=>Promise.all([chunks].map(t=>e.l(t))).then(()=>t(id)))`.
const LOADER = /([\w$])\.v\(([\w$])=>Promise\.all\(\[([^\]]*)\]\.map\(([\w$])=>\1\.l\(\4\)\)\)\.then\(\(\)=>\2\((\d+)\)\)\)/g;

/** The ids of the module whose factory holds `index` in a chunk's text (none if it is not inside one). */
function idsAt(text, index) {
  let ids = [];
  for (const match of text.matchAll(MODULE_START)) {
    if (match.index >= index) break;
    ids = match[1].split(',').filter(Boolean).map(Number);
  }
  return ids;
}

/** Per mark, the ids of the module carrying it, from every chunk text it is in. */
export function markedModules(chunkTexts, marks = SESSION_CODE_MARKS) {
  const found = new Map(marks.map((mark) => [mark, new Set()]));
  for (const text of chunkTexts) {
    for (const mark of marks) {
      for (const quote of ['"', "'"]) {
        const at = text.indexOf(`${quote}${mark}${quote}`);
        if (at !== -1) for (const id of idsAt(text, at)) found.get(mark).add(id);
      }
    }
  }
  return found;
}

/** The dynamic-import loaders in a chunk's text: the module each one requires, and its chunk list. */
export function loaders(text) {
  return [...text.matchAll(LOADER)].map((match) => ({
    target: Number(match[5]),
    chunks: JSON.parse(`[${match[3]}]`),
  }));
}

/**
 * The script chunks the marked modules need beyond a page's own scripts (`pageScripts`, as the
 * page's HTML names them), from the loaders in those scripts. `readChunk` gives a script's text by
 * its URL path. Throws when a mark is in no module or no loader of the page imports it: the build
 * must not quietly lose what makes a room link sign in sooner.
 */
export function sessionChunksOf(pageScripts, readChunk, marked) {
  const pageLoaders = pageScripts.flatMap((src) => loaders(readChunk(src)));
  const wanted = [];
  for (const [mark, ids] of marked) {
    if (ids.size === 0) throw new Error(`No chunk holds the mark "${mark}" (lib/firebase/sessionCode.mjs): is it still a string literal in its module?`);
    const used = pageLoaders.filter((loader) => ids.has(loader.target));
    if (used.length === 0) throw new Error(`No loader of the page's scripts imports the module marked "${mark}"; the page's scripts: ${pageScripts.join(', ')}`);
    for (const loader of used) {
      for (const chunk of loader.chunks) {
        const src = `/_next/${chunk}`;
        if (chunk.endsWith('.js') && !pageScripts.includes(src) && !wanted.includes(src)) wanted.push(src);
      }
    }
  }
  return wanted;
}

/** For an export folder: a function from a room page's own scripts to the session chunks it asks for too. */
export function sessionChunkFinder(out) {
  const folder = path.join(out, '_next', 'static', 'chunks');
  const texts = new Map();
  const readChunk = (src) => {
    if (!texts.has(src)) texts.set(src, readFileSync(path.join(out, src), 'utf8'));
    return texts.get(src);
  };
  const all = readdirSync(folder, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .map((file) => readChunk(`/_next/static/chunks/${String(file).split(path.sep).join('/')}`));
  const marked = markedModules(all);
  return (pageScripts) => sessionChunksOf(pageScripts, readChunk, marked);
}
