/** @jest-environment node */
import { get, push, ref, set, update } from 'firebase/database';
import type { RpgLogNode } from '@/lib/firebase/paths';
import { addEntry, endRpgSession } from '@/lib/rpglog/data';
import { closeClients, connectClients, readAsOwner, seed, type TestClient } from '@/localdb/testing';
import { expectDenied, startRulesDb } from './helpers';

const entry = { title: 'Fant sverdet', person: 'Kari', session: 2, from: 'DM', date: '2026-11-22' };

describe.each<RpgLogNode>(['DND', 'DND_Items'])('rules: RPG log %s', (node) => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let kari: TestClient;
  let ola: TestClient;
  let nobody: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb(`rpglog-${node}`);
    [kari, ola] = await connectClients(ctx.server, ctx.ns, 2, { uids: ['kari', 'ola'] });
    [nobody] = await connectClients(ctx.server, ctx.ns, 1);
  });
  afterAll(async () => {
    await closeClients([kari, ola, nobody]);
    await ctx.server.close();
  });
  // The SDK logs every refused write as a warning; the assertions check them.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => seed(ctx.server, ctx.ns, `/${node}`, { info: { session: 2 } }));

  it('lets a signed-in visitor add an entry and everyone signed in read the log', async () => {
    await addEntry(kari.db, node, { ...entry, person: '  Kari ' });
    const log = (await get(ref(ola.db, node))).val();
    const keys = Object.keys(log).filter((k) => k !== 'info');
    expect(keys).toHaveLength(1);
    expect(log[keys[0]]).toEqual({ ...entry, person: 'Kari' });
  });

  it('refuses readers and writers who are not signed in', async () => {
    await expectDenied(get(ref(nobody.db, node)));
    await expectDenied(set(push(ref(nobody.db, node)), entry));
    await expectDenied(set(ref(nobody.db, `${node}/info`), { session: 3 }));
  });

  it('refuses forged entries: extra fields, wrong types, empty or too long text, bad dates', async () => {
    const bad = [
      { ...entry, admin: true },
      { ...entry, session: '2' },
      { ...entry, session: 1.5 },
      { ...entry, session: 0 },
      { ...entry, title: '' },
      { ...entry, title: 'x'.repeat(501) },
      { ...entry, person: 'x'.repeat(41) },
      { ...entry, from: '' },
      { ...entry, date: 'i går' },
      { title: 'Bare tittel' },
    ];
    for (const value of bad) await expectDenied(set(push(ref(kari.db, node)), value));
  });

  it('never lets anyone change or delete an entry already logged', async () => {
    await seed(ctx.server, ctx.ns, `/${node}/e1`, entry);
    await expectDenied(set(ref(ola.db, `${node}/e1`), { ...entry, title: 'Omskrevet' }));
    await expectDenied(set(ref(ola.db, `${node}/e1`), null));
    await expectDenied(set(ref(ola.db, `${node}/e1/title`), 'Omskrevet'));
    await expectDenied(set(ref(ola.db, node), null));
    expect(await readAsOwner(ctx.server, ctx.ns, `/${node}/e1`)).toEqual(entry);
  });

  it('ends a session: records the story and moves the number on', async () => {
    await endRpgSession(kari.db, node, 2, 'Gruppen kom seg ut av hulen.');
    expect(await readAsOwner(ctx.server, ctx.ns, `/${node}/info`)).toEqual({
      session: 3,
      story: { s2: 'Gruppen kom seg ut av hulen.' },
    });
  });

  it('refuses moving the session back, deleting the info node, or forged info fields', async () => {
    await seed(ctx.server, ctx.ns, `/${node}/info`, { session: 5, story: { s4: 'Dragen' } });
    await expectDenied(set(ref(ola.db, `${node}/info/session`), 1));
    await expectDenied(set(ref(ola.db, `${node}/info`), null));
    await expectDenied(update(ref(ola.db, `${node}/info`), { owner: 'ola' }));
    await expectDenied(update(ref(ola.db, `${node}/info/story`), { '4': 'Array-nøkkel' }));
    await expectDenied(update(ref(ola.db, `${node}/info/story`), { s5: 'x'.repeat(501) }));
    expect(await readAsOwner(ctx.server, ctx.ns, `/${node}/info`)).toEqual({ session: 5, story: { s4: 'Dragen' } });
  });
});
