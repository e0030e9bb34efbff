import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appOfPath, NOT_DOWNLOADED_PAGE, precachePlan } from '@/scripts/precache-plan.mjs';

// A small export of the shape `next build` writes: two apps sharing the framework, one with a lazy
// part whose loader names its chunks as Turbopack does, a placeholder page, the home page, icons.
const page = (...chunks: string[]) =>
  `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.ico" sizes="any"/><script src="/_next/static/chunks/polyfills.js" noModule=""></script>${chunks.map((c) => `<script src="/_next/static/chunks/${c}" async=""></script>`).join('')}</head><body></body></html>`;
const FILES: Record<string, string> = {
  'index.html': page('framework.js', 'home.js'),
  'index.txt': '1:I["static/chunks/home.js"]',
  '404.html': page('framework.js'),
  [NOT_DOWNLOADED_PAGE.slice(1)]: '<!doctype html><link rel="stylesheet" href="/theme.css" /><p>Denne appen er ikke lastet ned ennå.</p>',
  'theme.css': ':root{}',
  'icons/icon-512.png': 'a large icon for installing, named by no page',
  'favicon.ico': 'icon',
  'icons/icon.svg': '<svg/>',
  'proost/index.html': page('framework.js', 'proost.js'),
  'proost/_/index.html': page('framework.js', 'room.js'),
  'proost/_/__next.proost.$d$id.__PAGE__.txt': '1:I["static/chunks/room.js"]',
  'menu/index.html': page('framework.js', 'menu.js'),
  'sw.js': 'old worker',
  'emulators.json': '{}',
  '_next/static/chunks/framework.js': 'framework',
  '_next/static/chunks/home.js': 'home',
  '_next/static/chunks/menu.js': 'menu',
  '_next/static/chunks/proost.js': 'proost',
  // The room's lazy part: a loader that names its chunks, one of them naming one more.
  '_next/static/chunks/room.js': 's.v(t=>Promise.all(["static/chunks/lazy.js","static/chunks/lazy.css"].map(t=>s.l(t))))',
  '_next/static/chunks/lazy.js': 'Promise.all(["static/chunks/deeper.js"])',
  '_next/static/chunks/lazy.css': '.a{}',
  '_next/static/chunks/deeper.js': 'deeper',
  '_next/static/chunks/unnamed.js': 'a chunk no page names',
  '_next/static/chunks/polyfills.js': 'what only a browser without modules loads',
};

let out: string;
beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'precache-plan-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('precachePlan', () => {
  it('puts what every app needs, the files every page names and the not-downloaded page with what it names in the shell', () => {
    expect(precachePlan(out).shell).toEqual(['/_next/static/chunks/framework.js', '/favicon.ico', '/ikke-lastet-ned.html', '/theme.css']);
  });

  it("gives each app its pages and the chunks they load, lazy parts followed through their loaders' names", () => {
    const { apps } = precachePlan(out);
    expect(Object.keys(apps).sort()).toEqual(['', 'menu', 'proost']);
    expect(apps.proost).toEqual([
      '/proost/_/__next.proost.$d$id.__PAGE__.txt',
      '/proost/_/index.html',
      '/proost/index.html',
      '/_next/static/chunks/deeper.js',
      '/_next/static/chunks/lazy.css',
      '/_next/static/chunks/lazy.js',
      '/_next/static/chunks/proost.js',
      '/_next/static/chunks/room.js',
    ]);
    expect(apps.menu).toEqual(['/menu/index.html', '/_next/static/chunks/menu.js']);
    expect(apps['']).toEqual(['/index.html', '/index.txt', '/_next/static/chunks/home.js']);
  });

  it('marks as later the lazy parts no page of the app names itself (chunks only other chunks name, with their CSS)', () => {
    const { later } = precachePlan(out);
    expect(later.proost).toEqual(['/_next/static/chunks/deeper.js', '/_next/static/chunks/lazy.css', '/_next/static/chunks/lazy.js']);
    expect(later.menu).toEqual([]);
    expect(later['']).toEqual([]);
  });

  it("stores neither the worker, the per-stack ports, a chunk no page names, the pages' noModule polyfills, the 404 page nor a file no page names", () => {
    const { shell, apps } = precachePlan(out);
    const all = [...shell, ...Object.values(apps).flat()];
    const never = ['/sw.js', '/emulators.json', '/_next/static/chunks/unnamed.js', '/_next/static/chunks/polyfills.js', '/404.html', '/icons/icon.svg', '/icons/icon-512.png'];
    expect(all.filter((file) => never.includes(file))).toEqual([]);
  });

  it('refuses an export without the not-downloaded page', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'precache-plan-bare-'));
    try {
      writeFileSync(path.join(bare, 'index.html'), page());
      expect(() => precachePlan(bare)).toThrow(NOT_DOWNLOADED_PAGE);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('appOfPath', () => {
  it('names the app of a page by its first folder, the home page by the empty name', () => {
    expect(appOfPath('/proost/_/index.html')).toBe('proost');
    expect(appOfPath('/index.html')).toBe('');
    expect(appOfPath('/__next._tree.txt')).toBe('');
    expect(appOfPath('/404.html')).toBeNull();
    expect(appOfPath('/favicon.ico')).toBeNull();
    expect(appOfPath('/_next/static/chunks/a.js')).toBeNull();
  });
});
