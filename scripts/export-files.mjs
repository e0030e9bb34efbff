// The files of the static export that the steps after `next build` rewrite.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name ends with `ending`, leaving out folders named in `skip`. */
export function filesEndingWith(dir, ending, skip = []) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesEndingWith(full, ending, skip);
    return entry.name.endsWith(ending) ? [full] : [];
  });
}

/** The exported pages (the script chunks under _next/ hold no page). */
export const exportedPages = (out) => filesEndingWith(out, '.html', ['_next']);
