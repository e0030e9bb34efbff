import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { daysUntil, expiryText, formatDay, isDay, rowColour } from '@/features/fridge/lib/expiry';

// Local dates (the test runs in whatever zone the machine has; the code uses local time too).
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('expiry in the user’s local day', () => {
  it('counts calendar days, whatever the time of day', () => {
    expect(daysUntil('2026-11-25', at(2026, 11, 22, 0))).toBe(3);
    expect(daysUntil('2026-11-25', at(2026, 11, 22, 23))).toBe(3);
    expect(daysUntil('2026-11-22', at(2026, 11, 22, 23))).toBe(0);
    expect(daysUntil('2026-11-21', at(2026, 11, 22, 0))).toBe(-1);
    expect(daysUntil('2027-01-01', at(2026, 12, 31))).toBe(1);
  });

  it('counts a daylight-saving day as one day', () => {
    expect(daysUntil('2026-03-30', at(2026, 3, 28, 1))).toBe(2);
    expect(daysUntil('2026-10-26', at(2026, 10, 24, 23))).toBe(2);
  });

  it('uses the local calendar day, not the UTC one, just after midnight in Oslo', () => {
    // Jest cannot change the zone of its own process, so this runs in a child with TZ set.
    // 00:30 in Oslo on the 23rd is still the 22nd in UTC.
    const root = path.join(__dirname, '..', '..', '..', '..');
    const script = `
      import { daysUntil, localDay, rowColour } from './features/fridge/lib/expiry';
      const now = new Date('2026-11-22T23:30:00Z');
      console.log(JSON.stringify([localDay(now), daysUntil('2026-11-23', now), rowColour({ expirationDate: '2026-11-22', available: true }, now)]));
    `;
    const out = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
      cwd: root,
      env: { ...process.env, TZ: 'Europe/Oslo' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(['2026-11-23', 0, 'red']);
  });

  it('rejects dates that do not exist', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('22.11.2026')).toBe(false);
    expect(daysUntil('', at(2026, 1, 1))).toBeNull();
  });
});

describe('row colour (SPEC §4, §9: warning window 0–3 days)', () => {
  const today = at(2026, 11, 22);
  const item = (expirationDate: string, available = true) => ({ expirationDate, available });

  it('is green when available and more than 3 days away', () => {
    expect(rowColour(item('2026-11-26'), today)).toBe('green');
  });

  it('is yellow from 0 to 3 days, inclusive', () => {
    expect(rowColour(item('2026-11-22'), today)).toBe('yellow');
    expect(rowColour(item('2026-11-25'), today)).toBe('yellow');
  });

  it('is red when expired or unavailable', () => {
    expect(rowColour(item('2026-11-21'), today)).toBe('red');
    expect(rowColour(item('2030-01-01', false), today)).toBe('red');
  });
});

describe('Norwegian dates', () => {
  it('formats as dd.mm.yyyy', () => {
    expect(formatDay('2026-11-05')).toBe('05.11.2026');
  });

  it('says when it expires in words', () => {
    const today = at(2026, 11, 22);
    expect(expiryText('2026-11-22', today)).toBe('Går ut i dag');
    expect(expiryText('2026-11-23', today)).toBe('Går ut i morgen');
    expect(expiryText('2026-11-25', today)).toBe('Går ut om 3 dager');
    expect(expiryText('2026-11-21', today)).toBe('Gikk ut i går');
    expect(expiryText('2026-11-19', today)).toBe('Gikk ut for 3 dager siden');
  });
});
