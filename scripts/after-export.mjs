// What `next build` leaves to us, in order: the theme's CSS into every page, the scripts of the room
// pages and of the pages whose only fields are early forms behind their first paint (a room page's
// also behind its card's REST read), V8's compile hint on every script chunk, then the service
// worker, whose precache list reads the finished files.
// `npm run build` and scripts/build-if-needed.mjs (npm start, npm test) both run it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './build-sw.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { deferFirstLoadScripts } from './defer-first-load.mjs';
import { inlineThemeCss } from './inline-theme.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function finishExport() {
  const out = path.join(ROOT, 'out');
  const pages = inlineThemeCss(out);
  const deferred = deferFirstLoadScripts(out);
  const chunks = addCompileHints(out);
  await buildServiceWorker();
  return { pages, deferred, chunks };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  finishExport().then(
    ({ pages, deferred, chunks }) =>
      console.log(`Theme CSS inlined into ${pages} pages; scripts after the first paint on ${deferred} pages; compile hint on ${chunks} script chunks; service worker built.`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
