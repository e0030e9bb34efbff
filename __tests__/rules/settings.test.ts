/** @jest-environment node */
import { get, ref, set } from 'firebase/database';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { startRulesDb } from './helpers';

describe('rules: global settings and everything else', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let member: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('settings');
    await seed(ctx.server, ctx.ns, '/settings', { announcement: 'Hei' });
    await seed(ctx.server, ctx.ns, '/unknown', { x: 1 });
    [member] = await connectClients(ctx.server, ctx.ns, 1, { uids: ['alice'] });
    [anonymous] = await connectClients(ctx.server, ctx.ns, 1);
  });

  afterAll(async () => {
    await closeClients([member, anonymous]);
    await ctx.server.close();
  });

  it('lets a signed-in visitor read settings', async () => {
    expect((await get(ref(member.db, 'settings'))).val()).toEqual({ announcement: 'Hei' });
  });

  it('refuses settings to a client that is not signed in', async () => {
    await expect(get(ref(anonymous.db, 'settings'))).rejects.toThrow(/permission/i);
  });

  it('refuses every client write to settings', async () => {
    await expect(set(ref(member.db, 'settings/announcement'), 'hacked')).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('refuses reads and writes of paths no rule opens', async () => {
    await expect(get(ref(member.db, 'unknown'))).rejects.toThrow(/permission/i);
    await expect(get(ref(member.db, '/'))).rejects.toThrow(/permission/i);
    await expect(set(ref(member.db, 'unknown/y'), 2)).rejects.toThrow(/PERMISSION_DENIED/);
  });
});
