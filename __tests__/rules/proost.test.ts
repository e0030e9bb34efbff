/** @jest-environment node */
// Proost's rules: members only; the creator's switches; others add questions, players and
// draw cards only while the matching switch is on; shapes validated.
import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { closeClients, connectClients, readAsOwner, type TestClient } from '@/localdb/testing';
import { addPlayer, addQuestion, addStarterPack, drawNextCard, mapProostRoom, proostGame, setSwitch } from '@/lib/proost/data';
import { STARTER_PACK } from '@/lib/proost/starterPack';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { startRulesDb } from './helpers';

const DENIED = /permission/i;
const allowed = (p: Promise<unknown>) => expect(p).resolves.not.toThrow();
const denied = (p: Promise<unknown>) => expect(p).rejects.toThrow(DENIED);

describe('rules: proost', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let creator: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let room = 0;

  beforeAll(async () => {
    ctx = await startRulesDb('proost');
    [creator, member, stranger] = await connectClients(ctx.server, ctx.ns, 3, { uids: ['creator', 'member', 'stranger'] });
    [signedOut] = await connectClients(ctx.server, ctx.ns, 1);
  });

  afterAll(async () => {
    await closeClients([creator, member, stranger, signedOut]);
    await ctx.server.close();
  });

  /** A fresh room (creator + member) per test, so tests share no state. */
  async function newRoom() {
    const code = `Pr${String(++room).padStart(3, '0')}`;
    await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(member.db, 'proost', code, 'member', { private: false });
    return code;
  }
  const settings = async (code: string) => readAsOwner(ctx.server, ctx.ns, `proost/${code}/settings`);

  it('starts new rooms with entries on, new players off and screen tap off', async () => {
    const code = await newRoom();
    expect(await settings(code)).toEqual({
      name: 'Fest', private: false, created_by: 'creator', allow_entries: true, allow_new_players: false, allow_screen_tap: false,
    });
  });

  it('lets only the creator change a switch, and nobody change created_by', async () => {
    const code = await newRoom();
    await denied(setSwitch(member.db, code, 'allow_new_players', true));
    await denied(setSwitch(stranger.db, code, 'allow_new_players', true));
    await denied(setSwitch(signedOut.db, code, 'allow_new_players', true));
    await allowed(setSwitch(creator.db, code, 'allow_new_players', true));
    await denied(set(ref(creator.db, `proost/${code}/settings/created_by`), 'member'));
    await denied(set(ref(member.db, `proost/${code}/settings/created_by`), 'member'));
    await denied(set(ref(creator.db, `proost/${code}/settings/allow_entries`), 'ja'));
    await denied(set(ref(creator.db, `proost/${code}/settings/extra`), true));
    expect(await settings(code)).toMatchObject({ created_by: 'creator', allow_new_players: true });
  });

  it('lets others add questions only while allow_entries is on; the creator always', async () => {
    const code = await newRoom();
    await allowed(addQuestion(member.db, code, 'member', 'Skål for @spiller', 'Generelt'));
    await denied(addQuestion(stranger.db, code, 'stranger', 'Inn fra siden', 'Generelt'));
    await setSwitch(creator.db, code, 'allow_entries', false);
    await denied(addQuestion(member.db, code, 'member', 'Nå er det av', 'Generelt'));
    await allowed(addQuestion(creator.db, code, 'creator', 'Jeg kan likevel', 'Pekelek'));
  });

  it('refuses malformed questions, forged authors and changes to stored ones', async () => {
    const code = await newRoom();
    const q = (value: unknown) => set(push(ref(member.db, `proost/${code}/questions`)), value);
    await denied(q({ text: '', by: 'member', type: 'Generelt' }));
    await denied(q({ text: 'x'.repeat(501), by: 'member', type: 'Generelt' }));
    await denied(q({ text: 'Hei', by: 'creator', type: 'Generelt' }));
    await denied(q({ text: 'Hei', by: 'member', type: 'Quiz' }));
    await denied(q({ text: 'Hei', by: 'member', type: 'Generelt', extra: 1 }));
    const target = push(ref(member.db, `proost/${code}/questions`));
    await allowed(set(target, { text: 'Hei', by: 'member', type: 'Generelt' }));
    await denied(set(target, { text: 'Endret', by: 'member', type: 'Generelt' }));
    await denied(remove(target));
  });

  it('lets others add players only while allow_new_players is on, and any member remove one', async () => {
    const code = await newRoom();
    await denied(addPlayer(member.db, code, 'member', 'Ola'));
    await allowed(addPlayer(creator.db, code, 'creator', 'Kari'));
    await setSwitch(creator.db, code, 'allow_new_players', true);
    await allowed(addPlayer(member.db, code, 'member', 'Ola'));
    await denied(addPlayer(stranger.db, code, 'stranger', 'Eve'));
    const players = (await readAsOwner(ctx.server, ctx.ns, `proost/${code}/players`)) as Record<string, unknown>;
    const [kari] = Object.keys(players);
    await denied(remove(ref(stranger.db, `proost/${code}/players/${kari}`)));
    await allowed(remove(ref(member.db, `proost/${code}/players/${kari}`)));
    const p = push(ref(member.db, `proost/${code}/players`));
    await denied(set(p, { name: 'x'.repeat(41), added_by: 'member', id: p.key }));
    await denied(set(p, { name: 'Per', added_by: 'creator', id: p.key }));
    await denied(set(p, { name: 'Per', added_by: 'member', id: 'annen' }));
  });

  it('lets others draw only while allow_screen_tap is on; the card names a stored question', async () => {
    const code = await newRoom();
    await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt');
    const current = async () => mapProostRoom(await readAsOwner(ctx.server, ctx.ns, `proost/${code}`))!;
    await denied(drawNextCard(member.db, code, 'member', await current()));
    await allowed(drawNextCard(creator.db, code, 'creator', await current()));
    await setSwitch(creator.db, code, 'allow_screen_tap', true);
    await allowed(drawNextCard(member.db, code, 'member', await current()));
    await denied(drawNextCard(stranger.db, code, 'stranger', await current()));
    const card = { text: 'Skål', type: 'Generelt', question: 'finnesikke', color: '#123abc', drawn_by: 'member', at: serverTimestamp() };
    await denied(set(ref(member.db, `proost/${code}/card`), card));
    await denied(set(ref(member.db, `proost/${code}/card`), { ...card, question: 'x', color: 'red' }));
    await denied(set(ref(member.db, `proost/${code}/drawn/finnesikke`), true));
  });

  it('adds the starter pack for the creator, once', async () => {
    const code = await newRoom();
    expect(await addStarterPack(creator.db, code, 'creator', [])).toBe(STARTER_PACK.length);
    const room = mapProostRoom(await readAsOwner(ctx.server, ctx.ns, `proost/${code}`))!;
    expect(room.questions).toHaveLength(STARTER_PACK.length);
    expect(await addStarterPack(creator.db, code, 'creator', room.questions)).toBe(0);
    // Adding it again over existing keys would change stored questions, which is refused.
    await denied(update(ref(creator.db), { [`proost/${code}/questions/starter01`]: { text: 'Ny', by: 'creator', type: 'Generelt' } }));
  });

  it('keeps the room from strangers and signed-out visitors', async () => {
    const code = await newRoom();
    await denied(get(ref(stranger.db, `proost/${code}/questions`)));
    await denied(get(ref(signedOut.db, `proost/${code}/players`)));
    await denied(set(ref(member.db, `proost/${code}/other`), 1));
  });
});
