/** @jest-environment node */
// Proost's rules: members only; the creator's switches; others add questions, players and
// draw cards only while the matching switch is on; shapes validated.
import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { addPlayer, addQuestion, addStarterPack, drawNextCard, mapProostRoom, proostGame, setSwitch } from '@/features/proost/lib/data';
import { STARTER_PACK } from '@/features/proost/lib/starterPack';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';


describe('rules: proost', () => {
  const rdb = setupRulesDb('proost', { users: ['guest'] });
  let creator: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let room = 0;

  beforeAll(async () => {
    [creator, member, stranger, signedOut] = [rdb.as('creator'), rdb.as('member'), rdb.as('stranger'), rdb.signedOut];
  });


  /** A fresh room (creator + member) per test, so tests share no state. */
  async function newRoom() {
    const code = `Pr${String(++room).padStart(3, '0')}`;
    // One room per uid every few seconds (issue 23 §7): every test starts with a clear clock.
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(member.db, 'proost', code, 'member', { private: false });
    return code;
  }
  const settings = async (code: string) => rdb.readAsOwner(`proost/${code}/settings`);

  it('starts new rooms with entries on, new players off and screen tap off', async () => {
    const code = await newRoom();
    expect(await settings(code)).toEqual({
      name: 'Fest', private: false, created_by: 'creator', allow_entries: true, allow_new_players: false, allow_screen_tap: false,
    });
  });

  it('lets only the creator change a switch, and nobody change created_by', async () => {
    const code = await newRoom();
    await expectDenied(setSwitch(member.db, code, 'allow_new_players', true));
    await expectDenied(setSwitch(stranger.db, code, 'allow_new_players', true));
    await expectDenied(setSwitch(signedOut.db, code, 'allow_new_players', true));
    await expectAllowed(setSwitch(creator.db, code, 'allow_new_players', true));
    await expectDenied(set(ref(creator.db, `proost/${code}/settings/created_by`), 'member'));
    await expectDenied(set(ref(member.db, `proost/${code}/settings/created_by`), 'member'));
    await expectDenied(set(ref(creator.db, `proost/${code}/settings/allow_entries`), 'ja'));
    await expectDenied(set(ref(creator.db, `proost/${code}/settings/extra`), true));
    expect(await settings(code)).toMatchObject({ created_by: 'creator', allow_new_players: true });
  });

  it('lets others add questions only while allow_entries is on; the creator always', async () => {
    const code = await newRoom();
    await expectAllowed(addQuestion(member.db, code, 'member', 'Skål for @spiller', 'Generelt'));
    await expectDenied(addQuestion(stranger.db, code, 'stranger', 'Inn fra siden', 'Generelt'));
    await setSwitch(creator.db, code, 'allow_entries', false);
    await expectDenied(addQuestion(member.db, code, 'member', 'Nå er det av', 'Generelt'));
    await expectAllowed(addQuestion(creator.db, code, 'creator', 'Jeg kan likevel', 'Pekelek', true));
  });

  it('refuses malformed questions, forged authors and changes to stored ones', async () => {
    const code = await newRoom();
    // Each with its rate node, so only the shape can be what is refused.
    const q = (value: unknown, key = push(ref(member.db, `proost/${code}/questions`)).key as string) =>
      update(ref(member.db), { [`proost/${code}/questions/${key}`]: value, ...rateEntry('proost', 'member', `${code}/${key}`) });
    await expectDenied(q({ text: '', by: 'member', type: 'Generelt' }));
    await expectDenied(q({ text: 'x'.repeat(501), by: 'member', type: 'Generelt' }));
    await expectDenied(q({ text: 'Hei', by: 'creator', type: 'Generelt' }));
    await expectDenied(q({ text: 'Hei', by: 'member', type: 'Quiz' }));
    await expectDenied(q({ text: 'Hei', by: 'member', type: 'Generelt', extra: 1 }));
    const target = push(ref(member.db, `proost/${code}/questions`));
    await expectAllowed(q({ text: 'Hei', by: 'member', type: 'Generelt' }, target.key as string));
    await expectDenied(set(target, { text: 'Endret', by: 'member', type: 'Generelt' }));
    // Deleting is its author's (or the creator's); who else is refused is in undo.test.ts.
    await expectDenied(remove(ref(stranger.db, `proost/${code}/questions/${target.key}`)));
    await expectAllowed(remove(target));
  });

  it('limits questions from others to one per update and one per uid every few seconds; the creator is not limited (issue 23 §7)', async () => {
    const code = await newRoom();
    const k1 = push(ref(member.db, `proost/${code}/questions`)).key as string;
    const k2 = push(ref(member.db, `proost/${code}/questions`)).key as string;
    const question = { text: 'Flom', by: 'member', type: 'Generelt' };
    await expectDenied(update(ref(member.db), {
      [`proost/${code}/questions/${k1}`]: question, [`proost/${code}/questions/${k2}`]: question, ...rateEntry('proost', 'member', `${code}/${k1}`),
    }));
    await expectDenied(set(ref(member.db, `proost/${code}/questions/${k1}`), question));
    await expectAllowed(addQuestion(member.db, code, 'member', 'Første', 'Generelt'));
    await expectDenied(addQuestion(member.db, code, 'member', 'Andre', 'Generelt'));
    await expectAllowed(addQuestion(creator.db, code, 'creator', 'Én', 'Generelt', true));
    await expectAllowed(addQuestion(creator.db, code, 'creator', 'To', 'Generelt', true));
  });

  it('lets others add players only while allow_new_players is on, and any member remove one', async () => {
    const code = await newRoom();
    await expectDenied(addPlayer(member.db, code, 'member', 'Ola'));
    await expectAllowed(addPlayer(creator.db, code, 'creator', 'Kari'));
    await setSwitch(creator.db, code, 'allow_new_players', true);
    await expectAllowed(addPlayer(member.db, code, 'member', 'Ola'));
    await expectDenied(addPlayer(stranger.db, code, 'stranger', 'Eve'));
    const players = (await rdb.readAsOwner(`proost/${code}/players`)) as Record<string, unknown>;
    const [kari] = Object.keys(players);
    await expectDenied(remove(ref(stranger.db, `proost/${code}/players/${kari}`)));
    await expectAllowed(remove(ref(member.db, `proost/${code}/players/${kari}`)));
    const p = push(ref(member.db, `proost/${code}/players`));
    await expectDenied(set(p, { name: 'x'.repeat(41), added_by: 'member', id: p.key }));
    await expectDenied(set(p, { name: 'Per', added_by: 'creator', id: p.key }));
    await expectDenied(set(p, { name: 'Per', added_by: 'member', id: 'annen' }));
  });

  it('lets others draw only while allow_screen_tap is on; the card names a stored question', async () => {
    const code = await newRoom();
    await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
    const current = async () => mapProostRoom(await rdb.readAsOwner(`proost/${code}`))!;
    await expectDenied(drawNextCard(member.db, code, 'member', await current()));
    await expectAllowed(drawNextCard(creator.db, code, 'creator', await current()));
    await setSwitch(creator.db, code, 'allow_screen_tap', true);
    await expectAllowed(drawNextCard(member.db, code, 'member', await current()));
    await expectDenied(drawNextCard(stranger.db, code, 'stranger', await current()));
    const card = { text: 'Skål', type: 'Generelt', question: 'finnesikke', color: '#123abc', drawn_by: 'member', at: serverTimestamp() };
    await expectDenied(set(ref(member.db, `proost/${code}/card`), card));
    await expectDenied(set(ref(member.db, `proost/${code}/card`), { ...card, question: 'x', color: 'red' }));
    await expectDenied(set(ref(member.db, `proost/${code}/drawn/finnesikke`), true));
  });

  it('adds the starter pack for the creator, once', async () => {
    const code = await newRoom();
    expect(await addStarterPack(creator.db, code, 'creator', [])).toBe(STARTER_PACK.length);
    const room = mapProostRoom(await rdb.readAsOwner(`proost/${code}`))!;
    expect(room.questions).toHaveLength(STARTER_PACK.length);
    expect(await addStarterPack(creator.db, code, 'creator', room.questions)).toBe(0);
    // Adding it again over existing keys would change stored questions, which is refused.
    await expectDenied(update(ref(creator.db), { [`proost/${code}/questions/starter01`]: { text: 'Ny', by: 'creator', type: 'Generelt' } }));
  });

  it('shows a public room to anyone (issue 20) but keeps a private one from strangers and signed-out visitors', async () => {
    const code = await newRoom();
    await expectAllowed(get(ref(stranger.db, `proost/${code}/questions`)));
    await expectAllowed(get(ref(signedOut.db, `proost/${code}/players`)));
    await expectDenied(set(ref(member.db, `proost/${code}/other`), 1));
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code: 'PrPrv', name: 'Lukket', creatorName: 'Kari', private: true, password: 'hemmelig' });
    await expectAllowed(get(ref(creator.db, 'proost/PrPrv/questions')));
    await expectDenied(get(ref(stranger.db, 'proost/PrPrv/questions')));
    await expectDenied(get(ref(signedOut.db, 'proost/PrPrv/players')));
  });
});
