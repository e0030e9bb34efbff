/** @jest-environment node */
import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { clearReports, reportsSince } from '@/features/vitals/lib/data';
import { sendReport } from '@/features/vitals/lib/send';
import { rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';

const GOOD = { route: '/proost/[id]/', name: 'LCP', value: 1834, rating: 'good', device: 'low' } as const;

describe('rules: web-vitals reports', () => {
  const rdb = setupRulesDb('vitals', { users: ['guest', 'admin', 'pretender'], defaultUsers: false, seed: { '/secrets/admin_codes/site': 'Hemmelig-42', '/admins/site': { admin: 'Hemmelig-42', pretender: 'gjett' }, '/vitals/old': { ...GOOD, at: 1 } } });
  let guest: TestClient;
  let admin: TestClient;
  let pretender: TestClient;
  let anonymous: TestClient;

  beforeAll(() => {
    [guest, admin, pretender] = ['guest', 'admin', 'pretender'].map((uid) => rdb.as(uid));
    anonymous = rdb.signedOut;
  });

  // One report per metric per uid every few seconds: each test starts clear.
  beforeEach(() => rdb.seed('/rate', null));
  /** A report as sendReport writes it (with its rate node), so only what a test varies is refused. */
  const pushReport = (client: TestClient, value: Record<string, unknown>) => {
    const key = push(ref(client.db, 'vitals')).key as string;
    return update(ref(client.db), { [`vitals/${key}`]: value, ...rateEntry(`vitals${String(value.name)}`, client.uid ?? 'x', key) });
  };

  it('stores a well-formed report from a signed-in visitor, stamped with the server time', async () => {
    const before = Date.now();
    const keysBefore = new Set(Object.keys((await rdb.readAsOwner('/vitals')) as object));
    await sendReport(guest.db, 'guest', GOOD);
    const stored = (await rdb.readAsOwner('/vitals')) as Record<string, Record<string, unknown>>;
    const added = Object.keys(stored).filter((key) => !keysBefore.has(key));
    expect(added).toHaveLength(1);
    const mine = stored[added[0]];
    expect(mine).toEqual({ ...GOOD, at: expect.any(Number), by: 'guest' });
    expect(mine.at as number).toBeGreaterThanOrEqual(before - 5000);
  });

  it('accepts CLS as a small fraction and every metric name', async () => {
    for (const name of ['INP', 'CLS', 'FCP', 'TTFB']) {
      await expect(sendReport(guest.db, 'guest', { ...GOOD, name: name as 'INP', value: name === 'CLS' ? 0.0123 : 250 })).resolves.toBeUndefined();
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    await expect(sendReport(anonymous.db, 'x', GOOD)).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it.each([
    ['an unknown metric', { name: 'FID' }],
    ['a value as text', { value: '1834' }],
    ['a negative value', { value: -1 }],
    ['a huge value', { value: 600_001 }],
    ['an unknown rating', { rating: 'great' }],
    ['an unknown device class', { device: 'iphone' }],
    ['a route with a query', { route: '/links/?q=x' }],
    ['a route that is not a path', { route: 'javascript:alert(1)' }],
    ['a very long route', { route: `/${'a'.repeat(60)}/` }],
    ['an extra field', { uid: 'guest' }],
    ['another author', { by: 'admin' }],
  ])('refuses a report with %s', async (_label, change) => {
    await expect(pushReport(guest, { ...GOOD, by: 'guest', ...change, at: serverTimestamp() })).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('refuses a missing field and a forged time', async () => {
    const noDevice: Record<string, unknown> = { ...GOOD };
    delete noDevice.device;
    await expect(pushReport(guest, { ...noDevice, by: 'guest', at: serverTimestamp() })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(pushReport(guest, { ...GOOD, by: 'guest' })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(pushReport(guest, { ...GOOD, by: 'guest', at: Date.now() - 86_400_000 })).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
  });

  it('takes one report per update and one per metric per uid every few seconds', async () => {
    const k1 = push(ref(guest.db, 'vitals')).key as string;
    const k2 = push(ref(guest.db, 'vitals')).key as string;
    const value = { ...GOOD, value: 600_000, by: 'guest', at: serverTimestamp() };
    await expect(update(ref(guest.db), { [`vitals/${k1}`]: value, [`vitals/${k2}`]: value, ...rateEntry('vitalsLCP', 'guest', k1) })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(set(ref(guest.db, `vitals/${k1}`), value)).rejects.toThrow(/PERMISSION_DENIED/);
    // The rate node of another metric does not pay for this one.
    await expect(update(ref(guest.db), { [`vitals/${k1}`]: value, ...rateEntry('vitalsINP', 'guest', k1) })).rejects.toThrow(/PERMISSION_DENIED/);
    await sendReport(guest.db, 'guest', GOOD);
    await expect(sendReport(guest.db, 'guest', GOOD)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(sendReport(guest.db, 'guest', { ...GOOD, name: 'FCP' })).resolves.toBeUndefined();
  });

  it('lets nobody change or delete a stored report, nor write the whole node', async () => {
    // Another test may have cleared the reports; with 'old' the only one, removing it would be
    // clearing them all, which the site admin may do.
    await rdb.seed('/vitals/old', { ...GOOD, at: 1 });
    await rdb.seed('/vitals/other', { ...GOOD, at: 2 });
    await expect(set(ref(guest.db, 'vitals/old/value'), 1)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(update(ref(guest.db, 'vitals/old'), { value: 1, at: serverTimestamp() })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(remove(ref(guest.db, 'vitals/old'))).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(remove(ref(admin.db, 'vitals/old'))).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(set(ref(guest.db, 'vitals'), null)).rejects.toThrow(/PERMISSION_DENIED/);
    expect(await rdb.readAsOwner('/vitals/old/value')).toBe(1834);
  });

  it('lets no visitor read reports, not even their own', async () => {
    await expect(get(ref(guest.db, 'vitals'))).rejects.toThrow(/permission/i);
    await expect(get(ref(guest.db, 'vitals/old'))).rejects.toThrow(/permission/i);
    await expect(get(ref(anonymous.db, 'vitals'))).rejects.toThrow(/permission/i);
  });

  it('refuses a visitor whose admin entry does not match the site code', async () => {
    await expect(get(ref(pretender.db, 'vitals'))).rejects.toThrow(/permission/i);
  });

  it('lets a site admin read the last days of reports with the query the admin table uses', async () => {
    // Its own reports, one per metric, so the test does not lean on others having run first.
    for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const) {
      await sendReport(guest.db, 'guest', { ...GOOD, name, value: name === 'CLS' ? 0.05 : 900 });
    }
    const read = reportsSince(Date.now() - 60_000);
    const snapshot = await get(read.query(admin.db));
    const reports = read.map(snapshot);
    expect(reports.length).toBeGreaterThanOrEqual(5);
    expect(reports.every((r) => r.at > 1)).toBe(true);
    expect(reports.map((r) => r.name)).toEqual(expect.arrayContaining(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']));
  });

  it('lets only a site admin clear the reports, all at once', async () => {
    await rdb.seed('/vitals/c1', { ...GOOD, at: 1 });
    await expect(clearReports(guest.db)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(clearReports(pretender.db)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(set(ref(admin.db, 'vitals'), { x: { ...GOOD, at: 1 } })).rejects.toThrow(/PERMISSION_DENIED/);
    await clearReports(admin.db);
    expect(await rdb.readAsOwner('/vitals')).toBeNull();
    await rdb.seed('/vitals/old', { ...GOOD, at: 1 });
  });
});

describe('rules: web-vitals reports without a site code', () => {
  const rdb = setupRulesDb('vitals-nocode', { users: ['visitor'], defaultUsers: false, signedOut: false });

  it('lets nobody read when the owner has set no code (a missing admin entry must not equal a missing code)', async () => {
    await rdb.seed('/vitals/a', { ...GOOD, at: 1 });
    await expect(get(ref(rdb.as('visitor').db, 'vitals'))).rejects.toThrow(/permission/i);
  });
});
