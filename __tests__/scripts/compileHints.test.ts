import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { addCompileHints } from '@/scripts/compile-hints.mjs';

// The exact comment Chromium's V8 looks for at the top of a script (explicit compile hints).
const HINT = '//# allFunctionsCalledOnLoad';

let out: string;
let chunks: string;

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  chunks = path.join(out, '_next', 'static', 'chunks');
  mkdirSync(path.join(chunks, 'nested'), { recursive: true });
});

afterEach(() => rmSync(out, { recursive: true, force: true }));

const read = (name: string) => readFileSync(path.join(chunks, name), 'utf8');

test('every script chunk starts with the hint, and its code follows unchanged', () => {
  const code = '(globalThis.TURBOPACK||[]).push([document.currentScript,1,e=>{e.v(42)}]);';
  writeFileSync(path.join(chunks, 'a.js'), code);
  writeFileSync(path.join(chunks, 'nested', 'b.js'), 'console.log(1)');
  writeFileSync(path.join(chunks, 'c.css'), '.x{color:red}');

  expect(addCompileHints(out)).toBe(2);
  expect(read('a.js')).toBe(`${HINT}\n${code}`);
  expect(read('nested/b.js')).toBe(`${HINT}\nconsole.log(1)`);
  expect(read('c.css')).toBe('.x{color:red}');
  // The hinted file is still the same program.
  expect(() => new Function(read('nested/b.js'))).not.toThrow();
});

test('running it twice adds nothing the second time', () => {
  writeFileSync(path.join(chunks, 'a.js'), 'let a=1;');
  addCompileHints(out);
  expect(addCompileHints(out)).toBe(0);
  expect(read('a.js')).toBe(`${HINT}\nlet a=1;`);
});

test('a source map the chunk names still points at the same original code', () => {
  // Generated line 1, column 0 and column 4 come from lines 10 and 11 of src/app.ts.
  const map = { version: 3, sources: ['src/app.ts'], names: [], mappings: 'AASA,IACA' };
  writeFileSync(path.join(chunks, 'a.js'), 'foo;bar;\n//# sourceMappingURL=a-map.js.map');
  writeFileSync(path.join(chunks, 'a-map.js.map'), JSON.stringify(map));
  const before = new TraceMap(read('a-map.js.map'));
  expect(originalPositionFor(before, { line: 1, column: 4 })).toMatchObject({ source: 'src/app.ts', line: 11 });

  addCompileHints(out);
  addCompileHints(out);

  const after = new TraceMap(read('a-map.js.map'));
  // The code moved one line down; the map moved with it, once.
  expect(read('a.js').split('\n')[1]).toBe('foo;bar;');
  expect(originalPositionFor(after, { line: 2, column: 4 })).toMatchObject({ source: 'src/app.ts', line: 11 });
  expect(originalPositionFor(after, { line: 2, column: 0 })).toMatchObject({ source: 'src/app.ts', line: 10 });
  expect(originalPositionFor(after, { line: 1, column: 0 }).source).toBeNull();
});

test('an export without script chunks is an error, not a silent no-op', () => {
  rmSync(path.join(out, '_next'), { recursive: true });
  expect(() => addCompileHints(out)).toThrow(/next build/);
});
