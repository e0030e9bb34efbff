/** @jest-environment node */
import { get, push, ref, set, update } from 'firebase/database';
import { addEntry, deleteEntry, editEntry, endRpgSession, GAME_MASTER_ONLY_TEXT, restoreEntry } from '@/features/rpglog/lib/data';
import { mapEntry } from '@/features/rpglog/lib/log';
import type { TestClient } from '@/localdb/testing';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';
import { type RpgLogNode } from '../../paths';

const entry = { title: 'Fant sverdet', person: 'Kari', session: 2, from: 'DM', date: '2026-11-22' };

describe.each<RpgLogNode>(['DND', 'DND_Items'])('rules: RPG log %s', (node) => {
  // Kari is the game master: a site admin (docs/apps.md, RPG logs).
  const rdb = setupRulesDb(`rpglog-${node}`, { users: ['kari', 'ola'], defaultUsers: false, seed: { '/secrets/admin_codes/site': 'kode', '/admins/site/kari': 'kode' } });
  let kari: TestClient;
  let ola: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [kari, ola] = ['kari', 'ola'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });
  // The SDK logs every refused write as a warning; the assertions check them.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => rdb.seed(`/${node}`, { info: { session: 2 } }));
  // One entry per uid every few seconds: each test starts with a clear clock.
  beforeEach(() => rdb.seed('/rate', null));
  /** A creation as addEntry sends it, with its rate node, so only what a test varies is refused. */
  const create = (client: TestClient, value: unknown, key = push(ref(client.db, node)).key as string) =>
    update(ref(client.db), { [`${node}/${key}`]: value, ...rateEntry('rpglog', client.uid!, `${node}/${key}`) });

  it('lets a signed-in visitor add an entry and everyone signed in read the log', async () => {
    await addEntry(kari.db, node, 'kari', { ...entry, person: '  Kari ' });
    const log = (await get(ref(ola.db, node))).val();
    const keys = Object.keys(log).filter((k) => k !== 'info');
    expect(keys).toHaveLength(1);
    expect(log[keys[0]]).toEqual({ ...entry, person: 'Kari', by: 'kari' });
  });

  it('refuses readers and writers who are not signed in', async () => {
    await expectDenied(get(ref(nobody.db, node)));
    await expectDenied(set(push(ref(nobody.db, node)), entry));
    await expectDenied(set(ref(nobody.db, `${node}/info`), { session: 3 }));
  });

  it('refuses forged entries: extra fields, wrong types, empty or too long text, bad dates, another author', async () => {
    const mine = { ...entry, by: 'kari' };
    await expectAllowed(create(kari, mine));
    await rdb.seed('/rate', null);
    const bad = [
      { ...mine, by: 'ola' },
      entry,
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
    ].map((value) => (value === entry || value === mine || 'by' in value ? value : { ...value, by: 'kari' }));
    for (const value of bad) await expectDenied(create(kari, value));
  });

  it('lets only the author change or delete an entry, keeping the author; old entries without one stay as they are', async () => {
    await rdb.seed(`/${node}/e1`, { ...entry, by: 'kari' });
    await rdb.seed(`/${node}/old`, entry);
    await expectDenied(set(ref(ola.db, `${node}/e1`), { ...entry, title: 'Omskrevet', by: 'ola' }));
    await expectDenied(set(ref(ola.db, `${node}/e1`), null));
    await expectDenied(set(ref(ola.db, `${node}/e1/title`), 'Omskrevet'));
    await expectDenied(set(ref(ola.db, node), null));
    await expectDenied(set(ref(nobody.db, `${node}/e1`), null));
    await expectDenied(set(ref(kari.db, `${node}/e1/by`), 'ola'));
    await expectDenied(set(ref(ola.db, `${node}/old`), null));
    await expectDenied(set(ref(kari.db, `${node}/old/title`), 'Omskrevet'));
    await editEntry(kari.db, node, 'e1', 'kari', { ...entry, title: ' Fant skjoldet ' });
    expect(await rdb.readAsOwner(`/${node}/e1`)).toEqual({ ...entry, title: 'Fant skjoldet', by: 'kari' });
    await expectDenied(set(ref(kari.db, `${node}/e1`), { ...entry, title: '', by: 'kari' }));
    await deleteEntry(kari.db, node, 'e1');
    expect(await rdb.readAsOwner(`/${node}/e1`)).toBeNull();
    // «Angre»: the author writes it back under the same key.
    const deleted = mapEntry('e1', { ...entry, title: 'Fant skjoldet', by: 'kari' })!;
    await restoreEntry(kari.db, node, 'kari', deleted);
    expect(await rdb.readAsOwner(`/${node}/e1`)).toEqual({ ...entry, title: 'Fant skjoldet', by: 'kari' });
    expect(await rdb.readAsOwner(`/${node}/old`)).toEqual(entry);
  });

  it('creates one entry per update and one per uid every few seconds', async () => {
    const k1 = push(ref(ola.db, node)).key as string;
    const k2 = push(ref(ola.db, node)).key as string;
    await expectDenied(update(ref(ola.db), {
      [`${node}/${k1}`]: { ...entry, by: 'ola' }, [`${node}/${k2}`]: { ...entry, by: 'ola' }, ...rateEntry('rpglog', 'ola', `${node}/${k1}`),
    }));
    await expectDenied(set(ref(ola.db, `${node}/${k1}`), { ...entry, by: 'ola' }));
    await addEntry(ola.db, node, 'ola', entry);
    await expect(addEntry(ola.db, node, 'ola', entry)).rejects.toThrow(/Vent 2 sekunder/);
    await expectAllowed(addEntry(kari.db, node, 'kari', entry));
  });

  it('ends a session: records the story and moves the number on', async () => {
    await endRpgSession(kari.db, node, 'kari', 2, 'Gruppen kom seg ut av hulen.');
    expect(await rdb.readAsOwner(`/${node}/info`)).toEqual({
      session: 3,
      story: { s2: 'Gruppen kom seg ut av hulen.' },
    });
  });

  it('refuses the wrecking write {session: 9999}, any jump or step back, and changing or deleting a story', async () => {
    await rdb.seed(`/${node}/info`, { session: 5, story: { s4: 'Dragen' } });
    await expectDenied(set(ref(ola.db, `${node}/info`), { session: 9999 }));
    await expectDenied(set(ref(ola.db, `${node}/info/session`), 9999));
    await expectDenied(set(ref(ola.db, `${node}/info/session`), 7));
    await expectDenied(set(ref(ola.db, `${node}/info/session`), 5.5));
    await expectDenied(set(ref(ola.db, `${node}/info/story`), { s5: 'Ny' }));
    await expectDenied(set(ref(ola.db, `${node}/info/story/s4`), 'Omskrevet'));
    await expectDenied(set(ref(ola.db, `${node}/info/story/s4`), null));
    await expectDenied(set(ref(ola.db, `${node}/info/story`), null));
    // The game master writes the running session's story and moves the number on.
    await expectAllowed(set(ref(kari.db, `${node}/info/story/s5`), 'Ny'));
    await expectAllowed(update(ref(kari.db), { [`${node}/info/session`]: 6, ...rateEntry('rpgSession', 'kari', `${node}/session`) }));
    expect(await rdb.readAsOwner(`/${node}/info`)).toEqual({ session: 6, story: { s4: 'Dragen', s5: 'Ny' } });
  });

  it('ending the same session twice moves the number once and never overwrites the first story', async () => {
    await endRpgSession(kari.db, node, 'kari', 2, 'Første');
    // The game master's second phone, still showing session 2: told which session runs now.
    await expect(endRpgSession(kari.db, node, 'kari', 2, 'Andre')).rejects.toThrow(/Økt 3 pågår nå/);
    expect(await rdb.readAsOwner(`/${node}/info`)).toEqual({ session: 3, story: { s2: 'Første' } });
  });

  it('refuses moving the session back, deleting the info node, or forged info fields', async () => {
    await rdb.seed(`/${node}/info`, { session: 5, story: { s4: 'Dragen' } });
    await expectDenied(set(ref(ola.db, `${node}/info/session`), 1));
    await expectDenied(set(ref(ola.db, `${node}/info`), null));
    await expectDenied(update(ref(ola.db, `${node}/info`), { owner: 'ola' }));
    await expectDenied(update(ref(ola.db, `${node}/info/story`), { '4': 'Array-nøkkel' }));
    await expectDenied(update(ref(ola.db, `${node}/info/story`), { s5: 'x'.repeat(501) }));
    expect(await rdb.readAsOwner(`/${node}/info`)).toEqual({ session: 5, story: { s4: 'Dragen' } });
  });

  // docs/apps.md, RPG logs: 9,995 pipelined +1 writes from one guest jammed the log at 9999.
  it('lets only the game master move the session, once per 10 s', async () => {
    const move = (client: TestClient, to: number) =>
      update(ref(client.db), { [`${node}/info/session`]: to, ...rateEntry('rpgSession', client.uid!, `${node}/session`) });
    await expectDenied(move(ola, 3));
    await expect(endRpgSession(ola.db, node, 'ola', 2, '')).rejects.toThrow(GAME_MASTER_ONLY_TEXT);
    await expectDenied(set(ref(kari.db, `${node}/info/session`), 3)); // without its rate node
    await expectAllowed(move(kari, 3));
    await expectDenied(move(kari, 4)); // pipelined straight after
    await rdb.seed('/rate', null);
    await expectAllowed(move(kari, 4));
    expect(await rdb.readAsOwner(`/${node}/info/session`)).toBe(4);
  });

  // docs/apps.md, RPG logs: 2,000 future stories, and a stranger's story before the game master's.
  it('lets only the game master write a story, only for the running session', async () => {
    await expectDenied(set(ref(ola.db, `${node}/info/story/s2`), 'Før spillederen'));
    await expectDenied(set(ref(kari.db, `${node}/info/story/s3`), 'Fremtiden'));
    await expectDenied(update(ref(kari.db, `${node}/info/story`), { s2: 'Nå', s3: 'Senere' }));
    await expectDenied(set(ref(kari.db, `${node}/info/story/s1`), 'Før'));
    await endRpgSession(kari.db, node, 'kari', 2, 'Spillederens historie');
    expect(await rdb.readAsOwner(`/${node}/info`)).toEqual({ session: 3, story: { s2: 'Spillederens historie' } });
  });
});
