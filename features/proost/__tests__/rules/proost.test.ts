/** @jest-environment node */
// Proost's rules: members only; the creator's switches; others add questions, players and
// draw cards only while the matching switch is on; shapes validated.
import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import {
  addPlayer,
  addQuestion,
  addStarterPack,
  ALREADY_REMOVED_TEXT,
  deleteQuestion,
  drawNextCard,
  mapProostRoom,
  proostGame,
  removePlayer,
  REMOVE_WAIT_TEXT,
  restorePlayer,
  restoreQuestion,
  setSwitch,
  STALE_DRAW_TEXT,
} from '@/features/proost/lib/data';
import { HISTORY_SIZE, historyKey } from '@/features/proost/lib/history';
import { STARTER_PACK } from '@/features/proost/lib/starterPack';
import { createRoom, joinRoom, recordInvite } from '@/lib/rooms/data';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';


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


  /**
   * A fresh room (creator + member) per test, so tests share no state. Its starter pack is
   * emptied unless `starter`, so each test draws from the questions it adds itself.
   */
  async function newRoom({ starter = false } = {}) {
    const code = `Pr${String(++room).padStart(3, '0')}`;
    // One room per uid every few seconds: every test starts with a clear clock.
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(member.db, 'proost', code, 'member', { private: false });
    if (!starter) {
      await rdb.seed(`proost/${code}/deck`, null);
      await rdb.seed(`proostDeck/${code}`, null);
    }
    return code;
  }
  const settings = async (code: string) => rdb.readAsOwner(`proost/${code}/settings`);
  /** The room as its host sees it: the contents with every deck text. */
  const roomNow = async (code: string) =>
    mapProostRoom(await rdb.readAsOwner(`proost/${code}`), (await rdb.readAsOwner(`proostDeck/${code}`)) as Record<string, unknown> | null)!;

  it('starts new rooms with entries on, new players off and screen tap off', async () => {
    const code = await newRoom();
    expect(await settings(code)).toEqual({
      name: 'Fest', private: false, created_by: 'creator', allow_entries: true, allow_new_players: false, allow_screen_tap: false, allow_invited: true,
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
    // Deleting is its author's (or the creator's); who else is refused is in undo.test.ts. It
    // leaves a tombstone for «Angre» (docs/rooms.md §Undo), so a bare remove is refused.
    await expectDenied(remove(ref(stranger.db, `proost/${code}/questions/${target.key}`)));
    await expectDenied(remove(target));
    await expectAllowed(deleteQuestion(member.db, code, 'member', { key: target.key as string, text: 'Hei', by: 'member', type: 'Generelt', old: true }));
  });

  it('limits questions from others to one per update and one per uid every few seconds; the creator is not limited', async () => {
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
    // Any member removes one, with a tombstone and a rate node (the next describe block).
    await expectAllowed(removePlayer(member.db, code, 'member', { key: kari, name: 'Kari', addedBy: 'creator' }));
    const p = push(ref(member.db, `proost/${code}/players`));
    await expectDenied(set(p, { name: 'x'.repeat(41), added_by: 'member', id: p.key }));
    await expectDenied(set(p, { name: 'Per', added_by: 'creator', id: p.key }));
    await expectDenied(set(p, { name: 'Per', added_by: 'member', id: 'annen' }));
  });

  it('lets others draw only while allow_screen_tap is on; the card names a stored question', async () => {
    const code = await newRoom();
    await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
    const current = () => roomNow(code);
    await expectDenied(drawNextCard(member.db, code, 'member', await current()));
    await expectAllowed(drawNextCard(creator.db, code, 'creator', await current()));
    await setSwitch(creator.db, code, 'allow_screen_tap', true);
    await expectAllowed(drawNextCard(member.db, code, 'member', await current()));
    await expectDenied(drawNextCard(stranger.db, code, 'stranger', await current()));
    const card = { type: 'Generelt', question: 'finnesikke', color: '#123abc', drawn_by: 'member', at: serverTimestamp(), seq: 3 };
    await expectDenied(set(ref(member.db, `proost/${code}/card`), card));
    await expectDenied(set(ref(member.db, `proost/${code}/card`), { ...card, question: 'x', color: 'red' }));
    await expectDenied(set(ref(member.db, `proost/${code}/drawn/finnesikke`), true));
  });

  it('starts a new room with the starter pack in its creation, so the host draws at once', async () => {
    const code = await newRoom({ starter: true });
    const room = await roomNow(code);
    expect(room.questions.map((q) => q.key).sort()).toEqual(STARTER_PACK.map((q) => q.key).sort());
    expect(room.pool).toHaveLength(STARTER_PACK.length);
    expect(room.questions.every((q) => q.by === 'creator')).toBe(true);
    await expectAllowed(drawNextCard(creator.db, code, 'creator', room));
    expect(await rdb.readAsOwner(`proost/${code}/card/seq`)).toBe(1);
    // Nobody else can slip questions into a room's creation under the creator's name.
    await rdb.seed('rate', null);
    const creation = (by: string) => {
      const content = proostGame.newRoomContent({ name: 'Fest', private: false, created_by: by });
      return update(ref(member.db), {
        'lobby/proost/PrFrg': { name: 'Fest', creator_name: 'Eve', created_by: 'member', private: false, created_at: serverTimestamp(), active_at: serverTimestamp() },
        'codes/proost/prfrg': 'PrFrg',
        'members/proost/PrFrg/member': true,
        'proost/PrFrg': { ...content, settings: { ...(content.settings as object), created_by: 'member' } },
        ...proostGame.newRoomExtras!('PrFrg', { name: 'Fest', private: false, created_by: by }),
        ...rateEntry('lobby', 'member', 'proost/PrFrg'),
      });
    };
    await expectDenied(creation('creator'));
    await expectAllowed(creation('member'));
  });

  it('adds the starter pack for the creator, once (a deck emptied later is refilled)', async () => {
    const code = await newRoom();
    expect(await addStarterPack(creator.db, code, 'creator', [])).toBe(STARTER_PACK.length);
    const room = await roomNow(code);
    expect(room.questions).toHaveLength(STARTER_PACK.length);
    expect(await addStarterPack(creator.db, code, 'creator', room.pool)).toBe(0);
    // Adding it again over existing keys would change stored questions, which is refused.
    await expectDenied(update(ref(creator.db), { [`proostDeck/${code}/starter01`]: { text: 'Ny', by: 'creator', type: 'Generelt' } }));
    await expectDenied(
      update(ref(creator.db), {
        [`proost/${code}/deck/starter01`]: { by: 'creator', type: 'Generelt', players: 0 },
        [`proostDeck/${code}/starter01`]: { text: 'Ny', by: 'creator', type: 'Generelt' },
      }),
    );
  });

  it('shows a public room to anyone but keeps a private one from strangers and signed-out visitors', async () => {
    const code = await newRoom();
    await expectAllowed(get(ref(stranger.db, `proost/${code}/questions`)));
    await expectAllowed(get(ref(signedOut.db, `proost/${code}/players`)));
    await expectDenied(set(ref(member.db, `proost/${code}/other`), 1));
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code: 'PrPrv', name: 'Lukket', creatorName: 'Kari', private: true, password: 'hemmelig' });
    // Its members (the creator too) by its view key only (docs/security.md "Removed members").
    await expectAllowed(getRoomContent(creator.db, 'proost', 'PrPrv', 'proost/PrPrv/questions'));
    await expectDenied(get(ref(creator.db, 'proost/PrPrv/questions')));
    await expectDenied(get(ref(stranger.db, 'proost/PrPrv/questions')));
    await expectDenied(get(ref(signedOut.db, 'proost/PrPrv/players')));
  });

  const guest = () => rdb.as('guest');

  describe('the shared card: a draw replaces the card it was based on', () => {
    it('refuses a draw based on an older card (a tap queued offline), says so, and keeps the newer card', async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
      await addQuestion(creator.db, code, 'creator', 'Pek på noen', 'Pekelek', true);
      await setSwitch(creator.db, code, 'allow_screen_tap', true);
      const stale = await roomNow(code);
      await expectAllowed(drawNextCard(creator.db, code, 'creator', stale));
      const hostCard = await rdb.readAsOwner(`proost/${code}/card`);
      expect(hostCard).toMatchObject({ seq: 1, drawn_by: 'creator' });
      // The guest's phone still shows the card before the host's draw.
      await expect(drawNextCard(member.db, code, 'member', stale)).rejects.toThrow(STALE_DRAW_TEXT);
      const question = Object.keys((await rdb.readAsOwner(`proost/${code}/deck`)) as object)[0];
      const forged = { question, type: (await roomNow(code)).pool[0].type, color: '#123abc', drawn_by: 'member', at: serverTimestamp() };
      await expectDenied(set(ref(member.db, `proost/${code}/card`), { ...forged, seq: 1 }));
      await expectDenied(set(ref(member.db, `proost/${code}/card`), { ...forged, seq: 5 }));
      await expectDenied(set(ref(member.db, `proost/${code}/card`), forged));
      // The drawn set only moves with a new card.
      await expectDenied(set(ref(member.db, `proost/${code}/drawn`), { [question]: true }));
      expect(await rdb.readAsOwner(`proost/${code}/card`)).toEqual(hostCard);
      // Based on the current card, the same guest draws.
      await expectAllowed(drawNextCard(member.db, code, 'member', await roomNow(code)));
      expect(await rdb.readAsOwner(`proost/${code}/card/seq`)).toBe(2);
    });

    it('draws over an old card in SPEC’s shape (text, no seq), which every phone still reads', async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
      await rdb.seed(`proost/${code}/card`, { text: 'Gammelt kort', type: 'Generelt', question: 'x', color: '#123abc', drawn_by: 'creator', at: 1 });
      const old = await roomNow(code);
      expect(old.card).toMatchObject({ text: 'Gammelt kort', type: 'Generelt' });
      expect(old.cardSeq).toBe(0);
      await expectAllowed(drawNextCard(creator.db, code, 'creator', old));
      expect(await rdb.readAsOwner(`proost/${code}/card`)).toMatchObject({ seq: 1, question: expect.any(String) });
      expect(await rdb.readAsOwner(`proost/${code}/card/text`)).toBeNull();
      expect((await roomNow(code)).card?.text).toBe('Skål');
    });

    it('stores the question’s key and the drawn players, never free text; each phone builds the text', async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', '@spiller skåler med @spiller', 'Utfordring', true);
      await addPlayer(creator.db, code, 'creator', 'Ada');
      await addPlayer(creator.db, code, 'creator', 'Bo');
      await expectAllowed(drawNextCard(creator.db, code, 'creator', await roomNow(code)));
      const stored = (await rdb.readAsOwner(`proost/${code}/card`)) as { names: { id: string; name: string }[] };
      expect(stored.names.map((n) => n.name).sort()).toEqual(['Ada', 'Bo']);
      expect((await roomNow(code)).card?.text).toMatch(/^(Ada skåler med Bo|Bo skåler med Ada)$/);

      const room = await roomNow(code);
      const [q] = room.questions;
      const [ada] = room.players;
      const card = { question: q.key, type: q.type, color: '#123abc', drawn_by: 'creator', at: serverTimestamp(), seq: 2 };
      // Card and timeline entry together, as a draw writes them.
      const draw = (value: object) => update(ref(creator.db), { [`proost/${code}/card`]: value, [`proost/${code}/history/${historyKey(2)}`]: value });
      await expectDenied(draw({ ...card, text: 'Alle drikker ti' }));
      await expectDenied(draw({ ...card, type: 'Generelt' }));
      await expectDenied(draw({ ...card, names: [{ id: 'finnesikke', name: 'Eve' }] }));
      await expectDenied(draw({ ...card, names: [{ id: ada.key, name: 'Eve' }] }));
      await expectDenied(draw({ ...card, names: 'Eve' }));
      await expectDenied(draw({ ...card, names: { x: { id: ada.key, name: ada.name } } }));
      await expectAllowed(draw({ ...card, names: [{ id: ada.key, name: ada.name }] }));
    });
  });

  describe('the hidden deck: guests see its size and their own questions, not what comes next', () => {
    it('lets the host read every text, an author their own, and no guest, stranger or signed-out visitor the rest', async () => {
      const code = await newRoom({ starter: true });
      await addQuestion(member.db, code, 'member', 'Gjestens eget', 'Generelt');
      const mine = ((await roomNow(code)).questions.find((q) => q.by === 'member'))!;
      await expectAllowed(get(ref(creator.db, `proostDeck/${code}`)));
      await expectDenied(get(ref(member.db, `proostDeck/${code}`)));
      await expectDenied(get(ref(member.db, `proostDeck/${code}/starter01`)));
      await expectDenied(get(ref(stranger.db, `proostDeck/${code}/starter01`)));
      await expectDenied(get(ref(signedOut.db, `proostDeck/${code}/starter01`)));
      expect((await get(ref(member.db, `proostDeck/${code}/${mine.key}`))).val()).toEqual({ text: 'Gjestens eget', by: 'member', type: 'Generelt' });
      await expectDenied(get(ref(stranger.db, `proostDeck/${code}/${mine.key}`)));
      // The room itself (member- and here public-readable) holds no text of the deck.
      const contents = JSON.stringify(await get(ref(signedOut.db, `proost/${code}`)).then((snap) => snap.val()));
      expect(contents).not.toContain(STARTER_PACK[0].text);
      expect(contents).not.toContain('Gjestens eget');
      // A guest's room shows the deck's size and only their own text.
      const guestView = mapProostRoom((await get(ref(member.db, `proost/${code}`))).val(), { [mine.key]: (await get(ref(member.db, `proostDeck/${code}/${mine.key}`))).val() })!;
      expect(guestView.pool).toHaveLength(STARTER_PACK.length + 1);
      expect(guestView.questions.map((q) => q.text)).toEqual(['Gjestens eget']);
    });

    it('refuses a guest adding to the count falsely: an index entry without its text, a forged author, type or @spiller count, a text alone, an overwrite', async () => {
      const code = await newRoom();
      const entry = (key: string, value: object, text: object | null) =>
        update(ref(member.db), {
          [`proost/${code}/deck/${key}`]: value,
          ...(text ? { [`proostDeck/${code}/${key}`]: text } : {}),
          ...rateEntry('proost', 'member', `${code}/${key}`),
        });
      const key = () => push(ref(member.db, `proost/${code}/deck`)).key as string;
      await expectDenied(entry(key(), { by: 'member', type: 'Generelt', players: 0 }, null));
      await expectDenied(entry(key(), { by: 'creator', type: 'Generelt', players: 0 }, { text: 'Hei', by: 'creator', type: 'Generelt' }));
      await expectDenied(entry(key(), { by: 'member', type: 'Pekelek', players: 0 }, { text: 'Hei', by: 'member', type: 'Generelt' }));
      await expectDenied(entry(key(), { by: 'member', type: 'Generelt', players: 0 }, { text: '@spiller skåler', by: 'member', type: 'Generelt' }));
      await expectDenied(entry(key(), { by: 'member', type: 'Generelt', players: 2 }, { text: '@spiller skåler', by: 'member', type: 'Generelt' }));
      await expectDenied(set(ref(member.db, `proostDeck/${code}/${key()}`), { text: 'Bare tekst', by: 'member', type: 'Generelt' }));
      const good = key();
      await expectAllowed(entry(good, { by: 'member', type: 'Generelt', players: 1 }, { text: '@spiller skåler', by: 'member', type: 'Generelt' }));
      await expectDenied(set(ref(member.db, `proostDeck/${code}/${good}`), { text: 'Endret', by: 'member', type: 'Generelt' }));
      await expectDenied(set(ref(member.db, `proostDeck/${code}/${good}/text`), 'Endret'));
      await expectDenied(update(ref(stranger.db), { [`proost/${code}/deck/${key()}`]: { by: 'stranger', type: 'Generelt', players: 0 } }));
      expect((await roomNow(code)).pool.map((q) => q.key)).toEqual([good]);
    });

    it('reveals a drawn question to the room with its draw, and only that one; the drawer copies its text in for every phone', async () => {
      const code = await newRoom({ starter: true });
      await setSwitch(creator.db, code, 'allow_screen_tap', true);
      await joinRoom(guest().db, 'proost', code, 'guest', { private: false });
      // The guest draws from what a guest sees (no texts), then reads and shows the drawn one.
      const seen = mapProostRoom((await get(ref(member.db, `proost/${code}`))).val())!;
      expect(seen.questions).toEqual([]);
      await expectAllowed(drawNextCard(member.db, code, 'member', seen));
      const drawnKey = (await rdb.readAsOwner(`proost/${code}/card/question`)) as string;
      const starter = STARTER_PACK.find((q) => q.key === drawnKey)!;
      expect(await rdb.readAsOwner(`proost/${code}/revealed`)).toEqual({ [drawnKey]: true });
      expect(await rdb.readAsOwner(`proost/${code}/shown/${drawnKey}`)).toBe(starter.text);
      // Another guest's phone builds the card from the room alone, and may read that text now; not another.
      const other = mapProostRoom((await get(ref(guest().db, `proost/${code}`))).val())!;
      expect(other.card?.text).toMatch(new RegExp(`^${starter.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/@spiller/g, '.+')}$`));
      await expectAllowed(get(ref(guest().db, `proostDeck/${code}/${drawnKey}`)));
      const undrawn = STARTER_PACK.find((q) => q.key !== drawnKey)!.key;
      await expectDenied(get(ref(guest().db, `proostDeck/${code}/${undrawn}`)));
      // Revealing another question beside a draw, without a draw, or a forged shown text: refused.
      const next = await roomNow(code);
      const card = { question: drawnKey, type: starter.type, color: '#123abc', drawn_by: 'member', at: serverTimestamp(), seq: 2 };
      const both = { [`proost/${code}/card`]: card, [`proost/${code}/history/${historyKey(2)}`]: card };
      await expectDenied(update(ref(member.db), { ...both, [`proost/${code}/revealed/${undrawn}`]: true }));
      await expectDenied(set(ref(member.db, `proost/${code}/revealed/${undrawn}`), true));
      await expectDenied(set(ref(member.db, `proost/${code}/shown/${undrawn}`), 'Noe annet'));
      await expectDenied(set(ref(member.db, `proost/${code}/shown/${drawnKey}`), 'Noe annet'));
      // A deck question drawn without revealing it (its text would stay hidden): refused.
      const fresh = STARTER_PACK.find((q) => q.key !== drawnKey && q.key !== undrawn)!;
      const hidden = { ...card, question: fresh.key, type: fresh.type };
      await expectDenied(update(ref(member.db), { [`proost/${code}/card`]: hidden, [`proost/${code}/history/${historyKey(2)}`]: hidden }));
      await expectAllowed(update(ref(member.db), both));
      expect(next.revealed.has(drawnKey)).toBe(true);
    });
  });

  describe('invited guests draw and add players unless the host turns it off', () => {
    /** A room with the starter pack; `guest` joins by the host's invite link, `member` from the lobby. */
    async function invitedRoom() {
      const code = await newRoom({ starter: true });
      await joinRoom(guest().db, 'proost', code, 'guest', { private: false });
      const secret = (await rdb.readAsOwner(`secrets/rooms/proost/${code}/invite`)) as string;
      expect(await recordInvite(guest().db, 'proost', code, 'guest', secret)).toBe(true);
      return code;
    }
    const guestView = async (code: string) => mapProostRoom((await get(ref(guest().db, `proost/${code}`))).val())!;

    it('lets an invited guest draw and add a player with the switches off; a passer-by from the lobby may not', async () => {
      const code = await invitedRoom();
      expect((await settings(code)) as object).toMatchObject({ allow_new_players: false, allow_screen_tap: false, allow_invited: true });
      await expectDenied(drawNextCard(member.db, code, 'member', await guestView(code)));
      await expectDenied(addPlayer(member.db, code, 'member', 'Eve'));
      await expectAllowed(drawNextCard(guest().db, code, 'guest', await guestView(code)));
      await expectAllowed(addPlayer(guest().db, code, 'guest', 'Ola'));
      expect(await rdb.readAsOwner(`proost/${code}/card/drawn_by`)).toBe('guest');
      // A forged mark (someone else's uid, or without the secret) opens nothing.
      await expectDenied(set(ref(member.db, `invited/proost/${code}/member`), 'gjettet'));
      await expectDenied(set(ref(member.db, `invited/proost/${code}/guest`), 'gjettet'));
      await expectDenied(drawNextCard(member.db, code, 'member', await guestView(code)));
    });

    it('lets the host turn it off (and on): then an invited guest keeps the switches like everyone else', async () => {
      const code = await invitedRoom();
      await expectDenied(setSwitch(guest().db, code, 'allow_invited', false));
      await expectDenied(set(ref(creator.db, `proost/${code}/settings/allow_invited`), 'nei'));
      await expectAllowed(setSwitch(creator.db, code, 'allow_invited', false));
      await expectDenied(drawNextCard(guest().db, code, 'guest', await guestView(code)));
      await expectDenied(addPlayer(guest().db, code, 'guest', 'Ola'));
      await setSwitch(creator.db, code, 'allow_screen_tap', true);
      await expectAllowed(drawNextCard(guest().db, code, 'guest', await guestView(code)));
      await expectAllowed(setSwitch(creator.db, code, 'allow_invited', true));
      await expectAllowed(addPlayer(guest().db, code, 'guest', 'Ola'));
    });

    it('counts a room from before the switch as on for invited guests', async () => {
      const code = await invitedRoom();
      await rdb.seed(`proost/${code}/settings/allow_invited`, null);
      expect((await guestView(code)).settings.allow_invited).toBe(true);
      await expectAllowed(drawNextCard(guest().db, code, 'guest', await guestView(code)));
      await expectDenied(drawNextCard(member.db, code, 'member', await guestView(code)));
    });
  });

  describe('the card timeline: each draw is kept, the last HISTORY_SIZE of them', () => {
    it('appends each draw to the history with its seq; every phone reads them oldest first', async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
      await addQuestion(creator.db, code, 'creator', 'Pek på noen', 'Pekelek', true);
      await setSwitch(creator.db, code, 'allow_screen_tap', true);
      await expectAllowed(drawNextCard(creator.db, code, 'creator', await roomNow(code)));
      await expectAllowed(drawNextCard(member.db, code, 'member', await roomNow(code)));
      await expectAllowed(drawNextCard(creator.db, code, 'creator', await roomNow(code)));
      const room = await roomNow(code);
      expect(room.history.map((c) => [c.seq, c.drawnBy])).toEqual([[1, 'creator'], [2, 'member'], [3, 'creator']]);
      expect(room.history.map((c) => c.text).slice(0, 2).sort()).toEqual(['Pek på noen', 'Skål']);
      expect(room.history[2]).toMatchObject({ text: room.card?.text, color: room.card?.color });
      expect(Object.keys((await rdb.readAsOwner(`proost/${code}/history`)) as object).sort()).toEqual(['s1', 's2', 's3']);
    });

    it('refuses a history entry on its own, a forged one beside a real card, a wrong slot and a card without its entry', async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
      await addQuestion(creator.db, code, 'creator', 'Pek på noen', 'Pekelek', true);
      await setSwitch(creator.db, code, 'allow_screen_tap', true);
      await drawNextCard(creator.db, code, 'creator', await roomNow(code));
      // The question drawn first is revealed; a draw of it needs no new reveal.
      const drawnFirst = (await roomNow(code)).card!.question;
      const all = (await roomNow(code)).questions;
      const skaal = all.find((q) => q.key === drawnFirst)!;
      const pek = all.find((q) => q.key !== drawnFirst)!;
      const entry = { question: skaal.key, type: skaal.type, color: '#123abc', drawn_by: 'member', at: serverTimestamp(), seq: 2 };
      const path = (key: string) => `proost/${code}/history/${key}`;
      // Alone, without the card it copies (also as the stale seq 1, or a later one).
      await expectDenied(set(ref(member.db, path(historyKey(2))), entry));
      await expectDenied(set(ref(member.db, path(historyKey(1))), { ...entry, seq: 1 }));
      await expectDenied(set(ref(member.db, path(historyKey(7))), { ...entry, seq: 7 }));
      // Beside a real card: a different question, colour, drawer or seq; a slot past the ring.
      const withCard = (key: string, value: object, card: object = entry) =>
        update(ref(member.db), { [`proost/${code}/card`]: card, [path(key)]: value });
      await expectDenied(withCard(historyKey(2), { ...entry, question: pek.key, type: pek.type }));
      await expectDenied(
        update(ref(member.db), {
          [`proost/${code}/card`]: entry,
          [path(historyKey(2))]: { ...entry, question: pek.key, type: pek.type },
          [`proost/${code}/revealed/${pek.key}`]: true,
        }),
      );
      await expectDenied(withCard(historyKey(2), { ...entry, color: '#000000' }));
      await expectDenied(withCard(historyKey(2), { ...entry, drawn_by: 'creator' }));
      await expectDenied(withCard(historyKey(2), { ...entry, text: 'Alle drikker ti' }));
      await expectDenied(withCard('s52', entry));
      await expectDenied(withCard('2', entry));
      await expectDenied(set(ref(member.db, `proost/${code}/card`), entry));
      // A stranger, with both.
      await expectDenied(update(ref(stranger.db), { [`proost/${code}/card`]: entry, [path(historyKey(2))]: entry }));
      expect(await rdb.readAsOwner(path(historyKey(2)))).toBeNull();
      await expectAllowed(withCard(historyKey(2), entry));
    });

    it(`keeps the last ${HISTORY_SIZE} draws: draw ${HISTORY_SIZE + 1} takes the slot of draw 1, and no key outside the ring is accepted`, async () => {
      const code = await newRoom();
      await addQuestion(creator.db, code, 'creator', 'Skål', 'Generelt', true);
      const [q] = (await roomNow(code)).questions;
      const old = (seq: number) => ({ question: q.key, type: q.type, color: '#123abc', drawn_by: 'creator', at: seq, seq });
      const history: Record<string, object> = {};
      for (let seq = 1; seq <= HISTORY_SIZE; seq++) history[historyKey(seq)] = old(seq);
      await rdb.seed(`proost/${code}/card`, old(HISTORY_SIZE));
      await rdb.seed(`proost/${code}/history`, history);
      const next = { ...old(HISTORY_SIZE + 1), at: serverTimestamp() };
      await expectDenied(update(ref(creator.db), { [`proost/${code}/card`]: next, [`proost/${code}/history/s${HISTORY_SIZE + 1}`]: next }));
      await expectAllowed(drawNextCard(creator.db, code, 'creator', await roomNow(code)));
      const room = await roomNow(code);
      expect(room.history).toHaveLength(HISTORY_SIZE);
      expect(room.history[0].seq).toBe(2);
      expect(room.history[HISTORY_SIZE - 1].seq).toBe(HISTORY_SIZE + 1);
      expect(Object.keys((await rdb.readAsOwner(`proost/${code}/history`)) as object)).toHaveLength(HISTORY_SIZE);
    });
  });

  describe('removing players: a per-uid rate, and «Angre» for the remover', () => {
    async function roomWithPlayers(...names: string[]) {
      const code = await newRoom();
      await joinRoom(guest().db, 'proost', code, 'guest', { private: false });
      for (const name of names) await addPlayer(creator.db, code, 'creator', name);
      return { code, players: (await roomNow(code)).players };
    }

    it('lets a member remove one player per update, at most one a second, each with a tombstone of its remover', async () => {
      const { code, players } = await roomWithPlayers('Ada', 'Bo', 'Cy');
      const [ada, bo, cy] = players;
      const path = (key: string) => `proost/${code}/players/${key}`;
      const tomb = (p: typeof ada, by = 'member') => ({
        [`proost/${code}/removed/players/${p.key}`]: { name: p.name, added_by: p.addedBy, removed_by: by, at: serverTimestamp() },
      });
      // Without a tombstone, with someone else's or a forged one, without a rate node, or two at once: refused.
      await expectDenied(remove(ref(member.db, path(ada.key))));
      await expectDenied(update(ref(member.db), { [path(ada.key)]: null, ...rateEntry('proostRemove', 'member', `${code}/${ada.key}`) }));
      await expectDenied(update(ref(member.db), { [path(ada.key)]: null, ...tomb(ada, 'guest'), ...rateEntry('proostRemove', 'member', `${code}/${ada.key}`) }));
      await expectDenied(update(ref(member.db), { [path(ada.key)]: null, ...tomb({ ...ada, name: 'Annen' }), ...rateEntry('proostRemove', 'member', `${code}/${ada.key}`) }));
      await expectDenied(update(ref(member.db), { [path(ada.key)]: null, ...tomb(ada) }));
      await expectDenied(
        update(ref(member.db), { [path(ada.key)]: null, [path(bo.key)]: null, ...tomb(ada), ...tomb(bo), ...rateEntry('proostRemove', 'member', `${code}/${ada.key}`) }),
      );
      await expectDenied(update(ref(stranger.db), { [path(ada.key)]: null, ...tomb(ada, 'stranger'), ...rateEntry('proostRemove', 'stranger', `${code}/${ada.key}`) }));
      await expectAllowed(removePlayer(member.db, code, 'member', ada));
      expect(await rdb.readAsOwner(`proost/${code}/removed/players/${ada.key}`)).toMatchObject({ name: 'Ada', added_by: 'creator', removed_by: 'member' });
      // The next one within the interval is refused and says so; another uid, or the same one later, may.
      await expect(removePlayer(member.db, code, 'member', bo)).rejects.toThrow(REMOVE_WAIT_TEXT);
      await expectAllowed(removePlayer(guest().db, code, 'guest', bo));
      await expect(removePlayer(member.db, code, 'member', bo)).rejects.toThrow(ALREADY_REMOVED_TEXT);
      await rdb.seed('rate/proostRemove/member', null);
      await expectAllowed(removePlayer(member.db, code, 'member', cy));
      expect((await roomNow(code)).players).toEqual([]);
    });

    it('lets a guest undo their own removal with new players switched off, exactly as it was, and nobody else', async () => {
      const { code, players } = await roomWithPlayers('Ada');
      const [ada] = players;
      expect((await settings(code)) as object).toMatchObject({ allow_new_players: false });
      await removePlayer(member.db, code, 'member', ada);
      // Not another member, not the creator under the old author, not changed, not without clearing the tombstone.
      await expectDenied(restorePlayer(guest().db, code, ada));
      await expectDenied(restorePlayer(creator.db, code, ada));
      await expectDenied(restorePlayer(member.db, code, { ...ada, name: 'Eve' }));
      await expectDenied(restorePlayer(member.db, code, { ...ada, addedBy: 'member' }));
      await expectDenied(set(ref(member.db, `proost/${code}/players/${ada.key}`), { name: ada.name, added_by: ada.addedBy, id: ada.key }));
      await expectDenied(remove(ref(guest().db, `proost/${code}/removed/players/${ada.key}`)));
      await expectAllowed(restorePlayer(member.db, code, ada));
      expect(await rdb.readAsOwner(`proost/${code}/players/${ada.key}`)).toEqual({ name: 'Ada', added_by: 'creator', id: ada.key });
      expect(await rdb.readAsOwner(`proost/${code}/removed/players/${ada.key}`)).toBeNull();
      // Once put back, the same tombstone cannot bring a second copy (it is gone).
      await expectDenied(restorePlayer(member.db, code, ada));
    });

    it('lets a question’s author undo its delete while entries are switched off; nobody else may put it back', async () => {
      const code = await newRoom();
      await joinRoom(guest().db, 'proost', code, 'guest', { private: false });
      await addQuestion(member.db, code, 'member', 'Skål for verten', 'Generelt');
      const [question] = (await roomNow(code)).questions;
      await setSwitch(creator.db, code, 'allow_entries', false);
      await expectDenied(update(ref(member.db), { [`proost/${code}/deck/${question.key}`]: null }));
      await expectAllowed(deleteQuestion(member.db, code, 'member', question));
      await expectDenied(restoreQuestion(guest().db, code, question));
      await expectDenied(restoreQuestion(creator.db, code, question));
      await expectDenied(restoreQuestion(member.db, code, { ...question, type: 'Pekelek' }));
      await expectDenied(restoreQuestion(member.db, code, { ...question, by: 'creator' }));
      await expectAllowed(restoreQuestion(member.db, code, question));
      expect(await rdb.readAsOwner(`proost/${code}/deck/${question.key}`)).toEqual({ by: 'member', type: 'Generelt', players: 0 });
      expect(await rdb.readAsOwner(`proostDeck/${code}/${question.key}`)).toEqual({ text: 'Skål for verten', by: 'member', type: 'Generelt' });
    });
  });
});
