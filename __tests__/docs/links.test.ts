/** @jest-environment node */
// The docs stay followable from a fresh clone: every relative link and anchor in README.md,
// docs/ and localdb/README.md resolves, the README stays a short entry point that still names
// the two commands, and nothing in the repository points at notes that live outside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** Build output, dependencies and local state: not part of a clone. */
const SKIP_DIRS = new Set([
  'node_modules', 'out', '.next', '.git', 'test-results', 'perf-results', '.localdb', '.tmp',
  'coverage', 'playwright-report', '.firebase',
]);

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, found);
    else if (entry.isFile() && keep(full)) found.push(full);
  }
  return found;
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function isText(file: string): boolean {
  const buf = readFileSync(file);
  return !buf.subarray(0, 8000).includes(0);
}

/** Markdown without fenced code blocks and inline code, where `[x](y)` is not a link. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Heading anchors as GitHub renders them (lower case, punctuation dropped, spaces to -). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const guideFiles = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'localdb', 'README.md'),
  ...walk(path.join(ROOT, 'docs'), (f) => f.endsWith('.md')),
];

type Link = { from: string; target: string };

function linksOf(file: string): Link[] {
  const links: Link[] = [];
  for (const match of proseOf(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    links.push({ from: file, target });
  }
  return links;
}

describe('docs', () => {
  const links = guideFiles.flatMap(linksOf);

  it('finds the guide and its links (README.md, docs/, localdb/README.md)', () => {
    const names = guideFiles.map(rel);
    for (const expected of ['README.md', 'docs/design.md', 'docs/spec.md', 'docs/performance.md', 'docs/results.md']) {
      expect(names).toContain(expected);
    }
    // The README's index links every topic file in docs/ (research notes through their folder).
    const readmeTargets = linksOf(path.join(ROOT, 'README.md')).map((l) => path.normalize(l.target.split('#')[0]));
    const topics = readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    expect(topics.length).toBeGreaterThan(10);
    for (const topic of topics) expect(readmeTargets).toContain(path.join('docs', topic));
  });

  it('has no relative link to a missing file or heading', () => {
    const broken: string[] = [];
    for (const { from, target } of links) {
      const [filePart, anchor] = target.split('#');
      const resolved = filePart ? path.resolve(path.dirname(from), decodeURI(filePart)) : from;
      if (!existsSync(resolved)) {
        broken.push(`${rel(from)} → ${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
          broken.push(`${rel(from)} → ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps README.md a short entry point that still names the two commands', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(130);
    expect(readme).toContain('```sh\nnpm ci && npm start\n```');
    expect(readme).toContain('```sh\nnpm test\n```');
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toEqual(expect.any(String));
    expect(scripts.test).toEqual(expect.any(String));
  });

  it('has no file that points at notes outside the repository', () => {
    // Spelled in pieces so that this file does not match itself.
    const outside = [['..', 'shared', ''].join('/'), ['', 'work', 'shared'].join('/')];
    // The design notes are docs/design.md now; the old name in capitals means a stale reference.
    const oldDesignName = new RegExp(`\\b${'DES'}${'IGN'}\\b`);
    const offenders: string[] = [];
    for (const file of walk(ROOT, isText)) {
      const text = readFileSync(file, 'utf8');
      for (const needle of outside) if (text.includes(needle)) offenders.push(`${rel(file)}: ${needle}`);
      if (oldDesignName.test(text)) offenders.push(`${rel(file)}: ${text.match(oldDesignName)![0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('has the section every "docs/design.md §n" and "SPEC §n" reference in the repository names', () => {
    const sections = (file: string) =>
      new Set([...readFileSync(path.join(ROOT, 'docs', file), 'utf8').matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
    const design = sections('design.md');
    const spec = sections('spec.md');
    expect(design.size).toBeGreaterThan(5);
    expect(spec.size).toBeGreaterThan(5);
    const missing: string[] = [];
    let cited = 0;
    for (const file of walk(ROOT, isText)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/docs\/design\.md §(\d+)/g)) {
        cited++;
        if (!design.has(m[1])) missing.push(`${rel(file)}: docs/design.md §${m[1]}`);
      }
      for (const m of text.matchAll(/\bSPEC(?:\.md)? §(\d+)/g)) {
        cited++;
        if (!spec.has(m[1])) missing.push(`${rel(file)}: SPEC §${m[1]}`);
      }
    }
    expect(cited).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
