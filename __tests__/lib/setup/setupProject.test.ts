/**
 * `npm run setup-project` end to end against localdb's REST surface (the Realtime Database
 * emulator's), with the real rules: what it writes is what the portal's screens and the admin
 * check then rely on.
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { get, ref } from 'firebase/database';
import { proveAdminCode } from '@/lib/admin/data';
import { mapBank } from '@/features/cah/lib/bank';
import { categoriesRead } from '@/features/fridge/lib/data';
import { closeClients, connectClients, readAsOwner, type TestClient } from '@/localdb/testing';
import { startRulesDb } from '../../rules/helpers';

jest.setTimeout(90_000);
const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(ROOT, 'scripts', 'setup-project.ts');

function setup(args: string[], env: Record<string, string> = {}) {
  return run(TSX, [SCRIPT, ...args], { cwd: ROOT, env: { ...process.env, SITE_ADMIN_CODE: '', SWG_ADMIN_CODE: '', ...env } });
}

describe('setup-project', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('setup-project');
    [client] = await connectClients(ctx.server, ctx.ns, 1, { uids: ['setup-visitor'] });
  });

  afterAll(async () => {
    await closeClients([client]);
    await ctx.server.close();
  });

  it('--dry-run prints the writes and the firebase-tools commands, shows no secret and writes nothing', async () => {
    const { stdout } = await setup(['--project', 'my-portal', '--dry-run'], { SITE_ADMIN_CODE: 'this is the site secret' });
    expect(stdout).toContain('$ firebase database:set /fridge/categories <categories.json> --project my-portal --force');
    expect(stdout).toContain('$ firebase database:set /cah/questionBank <cah.json> --project my-portal --force');
    expect(stdout).toContain('/secrets/admin_codes/site');
    expect(stdout).toContain('/secrets/admin_codes/swg');
    expect(stdout).not.toContain('this is the site secret');
    expect(stdout).toContain('Nothing was written.');
    // A namespace of this test's own: tests run in random order.
    const ns = `${ctx.ns}-dry`;
    const { stdout: rest } = await setup(['--rest', ctx.server.url, '--ns', ns, '--dry-run']);
    expect(rest).toContain('Nothing was written.');
    expect(await readAsOwner(ctx.server, ns, '/fridge/categories')).toBeNull();
  });

  it('refuses to run without a project, and refuses a short admin code', async () => {
    await expect(setup([])).rejects.toMatchObject({ stderr: expect.stringContaining('--project <id> is required') });
    const ns = `${ctx.ns}-short`;
    await expect(setup(['--rest', ctx.server.url, '--ns', ns, '--only', 'admin'], { SITE_ADMIN_CODE: '1234' })).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 16'),
    });
    expect(await readAsOwner(ctx.server, ns, '/secrets')).toBeNull();
  });

  it('writes categories, the card bank and admin codes; generated codes are printed once and work on the rules', async () => {
    const { stdout } = await setup(['--rest', ctx.server.url, '--ns', ctx.ns, '--generate-codes'], { SWG_ADMIN_CODE: '  Vårt Lange SWG Passord ' });
    // Signed-in visitors read what the screens need, through the portal's own mappers.
    const categories = categoriesRead.map(await get(categoriesRead.query(client.db)));
    expect(categories.find((c) => c.id === 4)?.name).toBe('Diverse');
    expect(mapBank((await get(ref(client.db, 'cah/questionBank'))).val()).black.length).toBeGreaterThan(10);

    const printed = /^  site: (\S+)$/m.exec(stdout)?.[1];
    expect(printed).toBeDefined();
    expect(printed!.replace(/-/g, '').length).toBeGreaterThanOrEqual(16);
    expect(await readAsOwner(ctx.server, ctx.ns, '/secrets/admin_codes/site')).toBe(printed);
    // A code given by the owner is stored the way visitors' typing is compared, and not printed.
    expect(await readAsOwner(ctx.server, ctx.ns, '/secrets/admin_codes/swg')).toBe('vårt lange swg passord');
    expect(stdout).not.toContain('vårt lange swg passord');

    // The generated code, typed in capitals, makes a visitor a site admin under the real rules.
    await proveAdminCode(client.db, 'site', 'setup-visitor', printed!.toUpperCase());
    expect(await readAsOwner(ctx.server, ctx.ns, '/admins/site/setup-visitor')).toBe(printed);
  });
});
