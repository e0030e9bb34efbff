/** @jest-environment node */
import { get, onValue, push, ref, set, update } from 'firebase/database';
import { addQuest, createQuestGame, setQuestFlag, setQuestVisible } from '@/features/quest/lib/data';
import { newQuest, storedQuest } from '@/features/quest/lib/quest';
import type { TestClient } from '@/localdb/testing';
import { waitFor } from '@/__tests__/localdb/helpers';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';

describe('rules: quest log', () => {
  const rdb = setupRulesDb('questlog', { users: ['gm', 'player'], defaultUsers: false });
  let gm: TestClient;
  let player: TestClient;
  let nobody: TestClient;
  let room = '';
  let n = 0;

  beforeAll(() => {
    [gm, player] = ['gm', 'player'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });
  // The SDK logs every refused write as a warning; the assertions check them.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  // Each test gets a room of its own, with one visible and one hidden quest, and a clear clock
  // for creating games (one per uid every few seconds).
  beforeEach(async () => {
    await rdb.seed('/rate', null);
    room = `Rom${++n}`;
    await rdb.seed(`/questlog/${room}`, {
      name: 'Dragejakten',
      settings: { created_by: 'gm', shape: 2 },
      quests: { q1: storedQuest({ ...newQuest('q1', { title: 'Finn kartet', description: '', reward: '' }), visible: true }) },
      hidden: { q2: storedQuest(newQuest('q2', { title: 'Forræderen', description: 'Hemmelig', reward: '100 gull' })) },
    });
  });

  it('players read the name, the creator and the visible quests', async () => {
    expect((await get(ref(player.db, `questlog/${room}/name`))).val()).toBe('Dragejakten');
    expect((await get(ref(player.db, `questlog/${room}/settings`))).val()).toEqual({ created_by: 'gm', shape: 2 });
    expect(Object.keys((await get(ref(player.db, `questlog/${room}/quests`))).val())).toEqual(['q1']);
  });

  it('a player cannot read hidden quests in any way: the node, one quest, a field, or the whole room', async () => {
    await expectDenied(get(ref(player.db, `questlog/${room}/hidden`)));
    await expectDenied(get(ref(player.db, `questlog/${room}/hidden/q2`)));
    await expectDenied(get(ref(player.db, `questlog/${room}/hidden/q2/title`)));
    await expectDenied(get(ref(player.db, `questlog/${room}`)));
    await expectDenied(get(ref(player.db, 'questlog')));
    // Visible quests read signed out; hidden ones never.
    await expectDenied(get(ref(nobody.db, `questlog/${room}/hidden`)));
    await expectDenied(get(ref(nobody.db, `questlog/${room}`)));
  });

  it('the creator reads hidden quests; a quest shown becomes readable to players, live, and hidden again it is gone', async () => {
    expect(Object.keys((await get(ref(gm.db, `questlog/${room}/hidden`))).val())).toEqual(['q2']);
    const seen: string[][] = [];
    const stop = onValue(ref(player.db, `questlog/${room}/quests`), (snap) => seen.push(Object.keys(snap.val() ?? {})));
    try {
      const hidden = { ...newQuest('q2', { title: 'Forræderen', description: 'Hemmelig', reward: '100 gull' }) };
      await setQuestVisible(gm.db, room, hidden, true);
      await waitFor(() => seen.at(-1)?.join() === 'q1,q2', 5000, 'both quests');
      expect(await rdb.readAsOwner(`/questlog/${room}/hidden`)).toBeNull();
      await setQuestVisible(gm.db, room, { ...hidden, visible: true }, false);
      await waitFor(() => seen.at(-1)?.join() === 'q1', 5000, 'the hidden quest to leave the list');
      await expectDenied(get(ref(player.db, `questlog/${room}/hidden/q2`)));
    } finally {
      stop();
    }
  });

  it('only the creator adds quests and flips switches; new quests start hidden, open and not failed', async () => {
    await addQuest(gm.db, room, { title: ' Redd prinsessen ', description: '', reward: '' });
    const hidden = (await rdb.readAsOwner(`/questlog/${room}/hidden`)) as Record<string, unknown>;
    const added = Object.entries(hidden).find(([key]) => key !== 'q2');
    expect(added?.[1]).toEqual({ id: added?.[0], title: 'Redd prinsessen', description: '', reward: '', visible: false, completed: false, failed: false });
    const q1 = { ...newQuest('q1', { title: 'Finn kartet', description: '', reward: '' }), visible: true };
    await setQuestFlag(gm.db, room, q1, 'completed', true);
    await setQuestFlag(gm.db, room, q1, 'failed', true);
    expect(await rdb.readAsOwner(`/questlog/${room}/quests/q1/completed`)).toBe(true);

    await expectDenied(addQuest(player.db, room, { title: 'Min quest', description: '', reward: '' }));
    await expectDenied(setQuestFlag(player.db, room, q1, 'completed', false));
    await expectDenied(set(ref(player.db, `questlog/${room}/quests/q1/visible`), false));
    await expectDenied(set(ref(player.db, `questlog/${room}/quests/q1`), null));
  });

  it('refuses forged quests: a hidden quest in the visible node, extra fields, wrong types, long text', async () => {
    const base = storedQuest(newQuest('q9', { title: 'T', description: '', reward: '' }));
    const at = (node: string) => ref(gm.db, `questlog/${room}/${node}/q9`);
    await expectDenied(set(at('quests'), base));
    await expectDenied(set(at('hidden'), { ...base, visible: true }));
    await expectDenied(set(at('hidden'), { ...base, secret: 1 }));
    await expectDenied(set(at('hidden'), { ...base, completed: 'ja' }));
    await expectDenied(set(at('hidden'), { ...base, id: 'annen' }));
    await expectDenied(set(at('hidden'), { ...base, title: '' }));
    await expectDenied(set(at('hidden'), { ...base, description: 'x'.repeat(501) }));
    await expectDenied(set(at('hidden'), { ...base, reward: 'x'.repeat(101) }));
    await set(at('hidden'), base);
  });

  /** A creation as createQuestGame sends it, with its rate node. */
  const createGame = (client: TestClient, id: string, value: unknown) =>
    update(ref(client.db), { [`questlog/${id}`]: value, ...rateEntry('quest', client.uid ?? 'x', id) });

  it('anyone signed in creates a free code as its creator; nobody takes over, renames or deletes a game', async () => {
    await createQuestGame(player.db, `${room}ny`, 'player', 'Mitt spill');
    expect(await rdb.readAsOwner(`/questlog/${room}ny`)).toEqual({
      name: 'Mitt spill',
      settings: { created_by: 'player', created_at: expect.any(Number), shape: 2 },
    });
    await rdb.seed('/rate', null);

    await expectDenied(createGame(player, room, { name: 'Kapret', settings: { created_by: 'player', shape: 2 } }));
    // Taking over needs an offer or an absent creator, and presence in the log (roles.test.ts).
    await expectDenied(set(ref(player.db, `questlog/${room}/settings/created_by`), 'player'));
    await expectDenied(set(ref(gm.db, `questlog/${room}/name`), 'Nytt navn'));
    await expectDenied(set(ref(gm.db, `questlog/${room}`), null));
    await expectDenied(createGame(player, `${room}x`, { name: 'X', settings: { created_by: 'gm' } }));
    await expectDenied(createGame(player, `${room}y`, { name: 'X', settings: { created_by: 'player' }, extra: 1 }));
    await expectDenied(createGame(player, `${room}z`, { name: 'x'.repeat(41), settings: { created_by: 'player' } }));
    await expectDenied(createGame(player, `${room}v`, { name: 'X', settings: { created_by: 'player', shape: 1 } }));
    await expectDenied(createGame(nobody, `${room}w`, { name: 'X', settings: { created_by: null } }));
    await expectDenied(update(ref(player.db), { [`questlog/${room}/hidden/q2`]: null }));
    expect(await rdb.readAsOwner(`/questlog/${room}/name`)).toBe('Dragejakten');
  });

  it('refuses codes the address could not carry', async () => {
    await expectAllowed(createGame(player, push(ref(player.db, 'questlog')).key as string, { name: 'X', settings: { created_by: 'player' } }));
    await rdb.seed('/rate', null);
    await expectDenied(createGame(player, 'æøå', { name: 'X', settings: { created_by: 'player' } }));
  });

  it('creates one game per update and one per uid every few seconds', async () => {
    const game = { name: 'Flom', settings: { created_by: 'player', shape: 2 } };
    await expectDenied(update(ref(player.db), { [`questlog/${room}f1`]: game, [`questlog/${room}f2`]: game, ...rateEntry('quest', 'player', `${room}f1`) }));
    await expectDenied(set(ref(player.db, `questlog/${room}f1`), game));
    await createQuestGame(player.db, `${room}f3`, 'player', 'Flom');
    await expect(createQuestGame(player.db, `${room}f4`, 'player', 'Flom')).rejects.toThrow(/Vent 10 sekunder/);
    await expectAllowed(createGame(gm, `${room}f5`, { name: 'Flom', settings: { created_by: 'gm', shape: 2 } }));
  });

  it('keeps the quests of a game saved in SPEC.md\'s shape (hidden ones among them) unreadable', async () => {
    await rdb.seed(`/questlog/${room}old`, {
      name: 'Gammel',
      settings: { created_by: 'gm' },
      quests: { q9: { id: 'q9', title: 'Skjult', description: 'Hemmelig', reward: '', visible: false, completed: false, failed: false } },
    });
    await expectDenied(get(ref(player.db, `questlog/${room}old/quests`)));
    await expectDenied(get(ref(player.db, `questlog/${room}old/quests/q9`)));
    expect((await get(ref(player.db, `questlog/${room}old/name`))).val()).toBe('Gammel');
    // Nobody but the owner (the migration) can set the mark.
    await expectDenied(set(ref(gm.db, `questlog/${room}old/settings/shape`), 2));
    await expectDenied(set(ref(player.db, `questlog/${room}old/settings/shape`), 2));
  });
});
