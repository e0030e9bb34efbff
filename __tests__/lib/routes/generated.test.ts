/**
 * @jest-environment node
 */
// The files `npm run generate` writes (scripts/generated.ts) are checked in: CI fails here when
// one is stale. The derivations are tested on made-up manifests, and the registry against the
// folders on disk, so an app cannot be left out of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '@/features';
import { appRoutes, appTiles, idRoutes, mergedSeed, navLinks, roomGameTitle, type AppManifest } from '@/lib/routes/manifest';
import { dynamicRoutesModule, firebaseJson, generatedFiles } from '@/scripts/generated';

const ROOT = path.join(__dirname, '..', '..', '..');

it('every generated file is what the manifests and rules modules generate (run npm run generate)', async () => {
  const stale = (await generatedFiles()).filter(({ file, text }) => readFileSync(path.join(ROOT, file), 'utf8') !== text).map((f) => f.file);
  expect(stale).toEqual([]);
});

describe('the registry (features/index.ts)', () => {
  it('lists every features/<app>/manifest.ts once, under its own folder name', () => {
    const folders = readdirSync(path.join(ROOT, 'features'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, 'features', e.name, 'manifest.ts')))
      .map((e) => e.name);
    expect(MANIFESTS.map((m) => m.id).sort()).toEqual(folders.sort());
  });

  it('names every page of app/ once, and each named route has its page', () => {
    const pages: string[] = [];
    const walk = (dir: string, route: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && !entry.name.startsWith('[')) walk(path.join(dir, entry.name), `${route}${entry.name}/`);
        else if (entry.name === 'page.tsx') pages.push(route);
      }
    };
    walk(path.join(ROOT, 'app'), '/');
    const routes = appRoutes(MANIFESTS);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(pages.sort());
  });
});

describe('derived lists', () => {
  const demo = (id: string, pages: AppManifest['pages'], seed?: object): AppManifest => ({
    id,
    pages,
    ...(seed ? { seed: async () => JSON.parse(JSON.stringify(seed)) } : {}),
  });
  const manifests = [
    demo('a', [{ route: '/a/', tile: { name: 'A', description: 'en', ready: true }, idRoute: true }, { route: '/a/admin/' }]),
    demo('b', [{ route: '/b/' }]),
    demo('c', [{ route: '/c/', tile: { name: 'C', description: 'tre', ready: false, beta: true }, idRoute: true }]),
  ];

  it('routes, id routes and tiles keep the registry order', () => {
    expect(appRoutes(manifests)).toEqual(['/a/', '/a/admin/', '/b/', '/c/']);
    expect(idRoutes(manifests)).toEqual(['a', 'c']);
    expect(appTiles(manifests)).toEqual([
      { href: '/a/', name: 'A', description: 'en', ready: true },
      { href: '/c/', name: 'C', description: 'tre', ready: false, beta: true },
    ]);
  });

  it('links Hjem, then the pages whose manifest sets nav, in the registry order', () => {
    const linked = [
      demo('a', [{ route: '/a/', tile: { name: 'A', description: 'en', ready: true }, nav: true }]),
      demo('b', [{ route: '/b/', tile: { name: 'B', description: 'to', ready: true } }]),
      demo('c', [{ route: '/c/', tile: { name: 'C', description: 'tre', ready: true, beta: true }, nav: true }]),
    ];
    expect(navLinks(linked)).toEqual([
      { href: '/', label: 'Hjem', beta: false },
      { href: '/a/', label: 'A', beta: false },
      { href: '/c/', label: 'C', beta: true },
    ]);
    expect(() => navLinks([demo('x', [{ route: '/x/', nav: true }])])).toThrow(/x: its nav link \/x\/ takes its name from a tile/);
  });

  it("the registry's nav bar starts with Hjem, the party, then the room games", () => {
    expect(navLinks(MANIFESTS).map((l) => l.href).slice(0, 5)).toEqual(['/', '/fest/', '/proost/', '/cah/', '/battleshots/']);
    expect(roomGameTitle(MANIFESTS, 'proost')).toBe('Proost');
    expect(roomGameTitle(MANIFESTS, 'nope')).toBe('nope');
  });

  it('refuses an id route of more than one segment', () => {
    expect(() => idRoutes([demo('x', [{ route: '/x/y/', idRoute: true }])])).toThrow(/one segment/);
  });

  it('merges the demo trees under shared roots and orders the roots like the rules', async () => {
    const seed = await mergedSeed(
      [demo('a', [], { lobby: { a: { R1: { name: 'x' } } }, a: { R1: 1 } }), demo('b', [], { zz: true, lobby: { b: { R2: { name: 'y' } } } })],
      ['lobby', 'a'],
    );
    expect(JSON.stringify(seed)).toBe(JSON.stringify({ lobby: { a: { R1: { name: 'x' } }, b: { R2: { name: 'y' } } }, a: { R1: 1 }, zz: true }));
  });

  it('refuses two apps setting the same value', async () => {
    await expect(mergedSeed([demo('a', [], { codes: { x: 'X' } }), demo('b', [], { codes: { x: 'Y' } })])).rejects.toThrow('b: its demo data sets /codes/x');
    await expect(mergedSeed([demo('a', [], { codes: { x: { y: 1 } } }), demo('b', [], { codes: { x: 2 } })])).rejects.toThrow(/\/codes\/x/);
  });

  it('fills in only the rewrites of firebase.json', () => {
    const before = '{\n  "hosting": {\n    "public": "out",\n    "rewrites": [\n      { "source": "/old/**", "destination": "/old/_/index.html" }\n    ],\n    "headers": []\n  }\n}\n';
    const after = firebaseJson(before, ['a', 'c']);
    expect(JSON.parse(after)).toEqual({
      hosting: {
        public: 'out',
        rewrites: [
          { source: '/a/**', destination: '/a/_/index.html' },
          { source: '/c/**', destination: '/c/_/index.html' },
        ],
        headers: [],
      },
    });
    expect(after.split('"rewrites"')[0]).toBe(before.split('"rewrites"')[0]);
    expect(() => firebaseJson('{"hosting": {}}', ['a'])).toThrow(/rewrites/);
  });

  it('writes the id routes as a plain module next.config.mjs can import', () => {
    const body = dynamicRoutesModule(['a', 'c']).replaceAll('export const', 'const');
    const values = new Function(`${body}\nreturn { DYNAMIC_ROUTES, PLACEHOLDER_ID };`)();
    expect(values).toEqual({ DYNAMIC_ROUTES: ['a', 'c'], PLACEHOLDER_ID: '_' });
  });
});
