import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loaders, markedModules, sessionChunkFinder, sessionChunksOf } from '@/scripts/session-chunks.mjs';

// Chunks in the shape Turbopack's production build writes them: a push of module ids, each run of
// ids followed by its factory; a dynamic import is a loader module fetching chunks, then requiring
// the imported module by its id.
const PAGE =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  '101,e=>{"use strict";var t=e.i(7);e.s(["start",0,()=>{e.A(501),e.A(502)}])},' +
  // The loader of the marked auth module: its own chunk, a shared one, and the page's own runtime.
  '501,e=>{e.v(t=>Promise.all(["static/chunks/auth.js","static/chunks/app.js","static/chunks/style.css","static/chunks/page.js"].map(t=>e.l(t))).then(()=>t(9001)))},' +
  // The loader of the marked database module, named with other letters by the minifier.
  '502,s=>{s.v(l=>Promise.all(["static/chunks/app.js","static/chunks/database.js"].map(l=>s.l(l))).then(()=>l(9002)))},' +
  // A loader of something else: not the session's.
  '503,e=>{e.v(t=>Promise.all(["static/chunks/mui.js"].map(t=>e.l(t))).then(()=>t(9003)))}]);';
const AUTH_CHUNK =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  '8000,(e,t)=>{e.s(["x",0,1])},' +
  // A module with two ids (scope hoisting): the loader may require either.
  '8999,9001,e=>{"use strict";var t=e.i(8000);function a(){return{"auth/argument-error":"…"}}e.s(["SESSION_CODE_MARK",0,"mark:auth"])}]);';
const DATABASE_CHUNK =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  '9002,e=>{e.s(["ref",0,()=>{},"SESSION_CODE_MARK",0,"mark:database"])}]);';
const MARKS = ['mark:auth', 'mark:database'];

describe('the session chunks in an export', () => {
  it('finds each marked module by the ids of the factory holding its mark', () => {
    const marked = markedModules([PAGE, AUTH_CHUNK, DATABASE_CHUNK], MARKS);
    expect(marked).toEqual(
      new Map([
        ['mark:auth', new Set([8999, 9001])],
        ['mark:database', new Set([9002])],
      ]),
    );
  });

  it("reads every dynamic import's loader, whatever the minifier called its variables", () => {
    expect(loaders(PAGE)).toEqual([
      { target: 9001, chunks: ['static/chunks/auth.js', 'static/chunks/app.js', 'static/chunks/style.css', 'static/chunks/page.js'] },
      { target: 9002, chunks: ['static/chunks/app.js', 'static/chunks/database.js'] },
      { target: 9003, chunks: ['static/chunks/mui.js'] },
    ]);
  });

  it("gives the marked modules' script chunks the page does not load itself, each once, in the loaders' order", () => {
    const texts: Record<string, string> = { '/_next/static/chunks/page.js': PAGE, '/_next/static/chunks/react.js': '' };
    const marked = markedModules([PAGE, AUTH_CHUNK, DATABASE_CHUNK], MARKS);
    expect(sessionChunksOf(Object.keys(texts), (src: string) => texts[src], marked)).toEqual([
      '/_next/static/chunks/auth.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/database.js',
    ]);
  });

  it('fails the build when a mark is gone or the page no longer imports its module', () => {
    const read = (src: string) => (src.endsWith('page.js') ? PAGE : '');
    const lost = markedModules([PAGE, AUTH_CHUNK], MARKS); // the database module without its mark
    expect(() => sessionChunksOf(['/_next/static/chunks/page.js'], read, lost)).toThrow('No chunk holds the mark "mark:database"');
    const marked = markedModules([PAGE, AUTH_CHUNK, DATABASE_CHUNK], MARKS);
    expect(() => sessionChunksOf(['/_next/static/chunks/react.js'], read, marked)).toThrow('No loader of the page\'s scripts imports the module marked "mark:auth"');
  });

  it("reads an export folder's chunks with the portal's own marks", () => {
    const out = mkdtempSync(path.join(tmpdir(), 'session-chunks-'));
    try {
      const folder = path.join(out, '_next', 'static', 'chunks');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'page.js'), PAGE);
      writeFileSync(path.join(folder, 'auth.js'), AUTH_CHUNK);
      const find = sessionChunkFinder(out);
      // The fixture carries made-up marks, not the portal's: the build would stop here.
      expect(() => find(['/_next/static/chunks/page.js'])).toThrow('No chunk holds the mark "portalen-session-code:');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
