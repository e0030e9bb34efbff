import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { normaliseAdminCode } from '@/lib/admin/code';
import { mapBank } from '@/features/cah/lib/bank';
import { createRandom } from '@/lib/random/random';
import {
  ADMIN_CODE_MIN,
  checkAdminCode,
  DEFAULT_CATEGORIES,
  firebaseSetArgs,
  generateAdminCode,
  secureRandomInt,
  setupWrites,
} from '@/lib/setup/ownerData';

describe('owner data of a new project', () => {
  it('generated admin codes are long, already normalised, and differ every time', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const code = generateAdminCode();
      expect(code.replace(/-/g, '').length).toBeGreaterThanOrEqual(ADMIN_CODE_MIN);
      expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);
      expect(normaliseAdminCode(code)).toBe(code);
      codes.add(code);
    }
    expect(codes.size).toBe(100);
    expect(ADMIN_CODE_MIN).toBeGreaterThanOrEqual(16);
  });

  it('draws every symbol of a code from the injected random source (the CSPRNG by default)', () => {
    const calls: number[] = [];
    const code = generateAdminCode((n) => {
      calls.push(n);
      return 0;
    });
    expect(code).toBe('aaaa-aaaa-aaaa-aaaa-aaaa');
    expect(calls).toHaveLength(20);
    const seeded = createRandom(1);
    const other = generateAdminCode((n) => Math.floor(seeded() * n));
    expect(other).not.toBe(code);
  });

  it('secureRandomInt stays in range and reaches both ends', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = secureRandomInt(31);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(31);
      seen.add(v);
    }
    expect(seen.has(0) && seen.has(30)).toBe(true);
  });

  it('a typed admin code is stored trimmed and in lower case, and refused below 16 characters', () => {
    expect(checkAdminCode('  Lang Nok Kode 2026 ')).toEqual({ code: 'lang nok kode 2026' });
    expect(checkAdminCode('1234')).toEqual({ error: expect.stringContaining('at least 16') });
    expect(checkAdminCode(`  ${'a'.repeat(15)}  `)).toHaveProperty('error');
    expect(checkAdminCode('x'.repeat(101))).toHaveProperty('error');
  });

  it('writes categories the fridge reads (4 Diverse is the default) and the bank the Cah mapper reads', () => {
    const writes = setupWrites(['categories', 'cah']);
    expect(writes.map((w) => w.path)).toEqual(['/fridge/categories', '/cah/questionBank']);
    expect(writes[0].value).toEqual(DEFAULT_CATEGORIES);
    expect(DEFAULT_CATEGORIES[4]).toBe('Diverse');
    const bank = mapBank(writes[1].value);
    expect(bank.black).toHaveLength(BLACK_CARDS.length);
    expect(bank.white).toHaveLength(WHITE_CARDS.length);
    expect(writes.every((w) => !w.secret)).toBe(true);
  });

  it('the local seed has the same categories as a new project', () => {
    const seed = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'localdb', 'seed.json'), 'utf8'));
    expect(seed['demo-portalen'].fridge.categories).toEqual(DEFAULT_CATEGORIES);
  });

  it('admin codes are secret writes, one per scope given, and a short one stops the setup', () => {
    const writes = setupWrites(['admin'], { site: ' Site Code Long Enough ', swg: generateAdminCode() });
    expect(writes.map((w) => [w.path, w.secret])).toEqual([
      ['/secrets/admin_codes/site', true],
      ['/secrets/admin_codes/swg', true],
    ]);
    expect(writes[0].value).toBe('site code long enough');
    expect(writes[0].summary).not.toContain('site code long enough');
    expect(() => setupWrites(['admin'], { site: 'kort' })).toThrow(/site: .*at least 16/);
    expect(setupWrites(['categories'], { site: 'kort' })).toHaveLength(1);
  });

  it('firebase-tools gets the value as a file, never on the command line', () => {
    const [write] = setupWrites(['admin'], { site: 'a very long site code' });
    const args = firebaseSetArgs(write, '/tmp/x/site.json', { project: 'my-proj' });
    expect(args).toEqual(['database:set', '/secrets/admin_codes/site', '/tmp/x/site.json', '--project', 'my-proj', '--force']);
    expect(args.join(' ')).not.toContain('a very long site code');
    expect(firebaseSetArgs(write, 'f', { project: 'p', instance: 'p-eu' })).toContain('--instance');
  });
});
