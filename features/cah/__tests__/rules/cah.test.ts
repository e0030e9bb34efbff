/** @jest-environment node */
// Cah's rules through localdb and the real SDK: hands private to their owner, self-service
// drawing that cannot take a card twice or refill a full hand, plays only from the own hand,
// only the czar judges, only the creator changes settings and status, points not editable.
import { get, increment, onValue, ref, set } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import {
  cahGame,
  drawCards,
  endGame,
  joinGame,
  leaveGame,
  mapGame,
  mapHand,
  mapRoundRecords,
  pickWinner,
  playCards,
  saveSettings,
  scoreRound,
  startGame,
  startNextRound,
} from '@/features/cah/lib/data';
import { seededRandom } from '@/lib/random/random';
import type { CahGame } from '@/features/cah/lib/types';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { expectAllowed, expectDenied } from '@/__tests__/rules/helpers';
import { bank, everyone, fullBank, setupCahDb, write } from './support';

describe('rules: cah', () => {
  const rdb = setupCahDb('cah', ['ann', 'bob', 'cid', 'dan', 'moe', 'eve']);
  let ann: TestClient; // creator
  let bob: TestClient;
  let cid: TestClient;
  let dan: TestClient;
  let moe: TestClient; // member who has not taken a seat
  let eve: TestClient; // stranger
  let signedOut: TestClient;
  let rooms = 0;

  beforeAll(() => {
    [ann, bob, cid, dan, moe, eve] = ['ann', 'bob', 'cid', 'dan', 'moe', 'eve'].map((uid) => rdb.as(uid));
    signedOut = rdb.signedOut;
  });

  const readGame = async (code: string) => mapGame(await rdb.readAsOwner(`cah/games/${code}`)) as CahGame;
  const readHand = async (code: string, game: number, uid: string) =>
    mapHand(await rdb.readAsOwner(`cah/hands/${code}/${game}/${uid}`));

  it("lets anyone read the bank's black cards, signed out too (a room's first paint shows the round's card), but nothing else of it signed out, and nobody write it", async () => {
    await expectAllowed(get(ref(signedOut.db, 'cah/questionBank/black')));
    await expectAllowed(get(ref(signedOut.db, 'cah/questionBank/black/b001')));
    await expectDenied(get(ref(signedOut.db, 'cah/questionBank')));
    await expectDenied(get(ref(signedOut.db, 'cah/questionBank/white')));
    await expectDenied(get(ref(signedOut.db, 'cah')));
    await expectAllowed(get(ref(eve.db, 'cah/questionBank')));
    await expectDenied(set(ref(eve.db, 'cah/questionBank/black/b001'), { text: 'Forfalsket ____.', pick: 1 }));
    await expectDenied(set(ref(signedOut.db, 'cah/questionBank/black/b999'), { text: 'Ny ____.', pick: 1 }));
  });

  /** A public room by ann with players ann, bob, cid (+ dan), moe a member only. */
  async function room(opts: { players?: TestClient[]; start?: boolean; draw?: boolean } = {}) {
    const code = `Rom${String(++rooms).padStart(2, '0')}`;
    const players = opts.players ?? [ann, bob, cid];
    await rdb.seed('rate', null); // one room per uid every few seconds
    await createRoom(ann.db, cahGame, 'ann', { code, name: 'Fest', creatorName: 'Ann', private: false, password: '' });
    for (const c of [bob, cid, dan, moe]) await joinRoom(c.db, 'cah', code, c.uid as string, { private: false });
    for (const c of players) await joinGame(c.db, code, c.uid as string, (c.uid as string).toUpperCase(), false);
    if (opts.start !== false) {
      await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
      if (opts.draw !== false) for (const c of players) await drawCards(c.db, code, 1, c.uid as string, seededRandom(c.uid as string));
    }
    return code;
  }

  /** A player who is not czar in round 1 (ann sits first and is czar). */
  const handCard = async (code: string, uid: string, slot = 's0') => {
    const pos = (await readHand(code, 1, uid))[slot];
    const entry = (await rdb.readAsOwner(`cah/decks/${code}/1/${pos}`)) as { text: string };
    return { slot, pos, text: entry.text };
  };

  describe('joining and settings', () => {
    it('lets a member take a seat with points 0, not a stranger or a signed-out visitor', async () => {
      const code = await room({ start: false });
      await expectAllowed(joinGame(moe.db, code, 'moe', 'Moe', false));
      expect((await readGame(code)).players.find((p) => p.uid === 'moe')).toMatchObject({ name: 'Moe', points: 0, blankCardsUsed: 0 });
      await expectDenied(joinGame(eve.db, code, 'eve', 'Eve', false));
      await expectDenied(set(ref(signedOut.db, `cah/games/${code}/players/x`), { name: 'X', uid: 'x', points: 0, blank_cards_used: 0, seat: 1 }));
    });

    it('refuses a seat with forged points, another uid or extra fields', async () => {
      const code = await room({ start: false });
      const seat = { '.sv': 'timestamp' };
      await expectDenied(set(ref(moe.db, `cah/games/${code}/players/moe`), { name: 'Moe', uid: 'moe', points: 5, blank_cards_used: 0, seat }));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/players/dan`), { name: 'Dan', uid: 'dan', points: 0, blank_cards_used: 0, seat }));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/players/moe`), { name: 'Moe', uid: 'moe', points: 0, blank_cards_used: 0, seat, admin: true }));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/players/moe`), { name: 'x'.repeat(41), uid: 'moe', points: 0, blank_cards_used: 0, seat }));
    });

    it('lets only the creator change settings, within limits', async () => {
      const code = await room({ start: false });
      await expectAllowed(saveSettings(ann.db, code, { name: 'Ny fest', blankCards: 1, winPoints: 2 }));
      expect((await readGame(code)).settings).toMatchObject({ name: 'Ny fest', blankCards: 1, winPoints: 2 });
      await expectDenied(saveSettings(bob.db, code, { name: 'Kupp', blankCards: 50, winPoints: 1 }));
      await expectDenied(set(ref(ann.db, `cah/games/${code}/settings/win_points`), 0));
      await expectDenied(set(ref(ann.db, `cah/games/${code}/settings/created_by`), 'bob'));
      await expectDenied(set(ref(ann.db, `cah/games/${code}/settings/cheat`), true));
    });

    it('lets only the creator start and end, and starting needs three players', async () => {
      const two = await room({ players: [ann, bob], start: false });
      await expect(startGame(ann.db, two, await readGame(two), bank, everyone, seededRandom('x'))).rejects.toThrow(/minst 3 spillere/);
      const code = await room({ start: false });
      await expectDenied(startGame(bob.db, code, await readGame(code), bank, everyone, seededRandom('x')));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/settings/game_status`), 1));
      await expectAllowed(startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom('x')));
      await expectDenied(endGame(bob.db, code, await readGame(code)));
      await expectAllowed(endGame(ann.db, code, await readGame(code)));
      expect((await readGame(code)).settings.status).toBe(0);
    });
  });

  describe('hands and the deck', () => {
    it('deals each player 10 different cards', async () => {
      const code = await room();
      const hands = await Promise.all(['ann', 'bob', 'cid'].map((uid) => readHand(code, 1, uid)));
      const all = hands.flatMap((h) => Object.values(h));
      expect(hands.map((h) => Object.keys(h).length)).toEqual([10, 10, 10]);
      expect(new Set(all).size).toBe(30);
    });

    it('lets a player read their own hand and cards, nobody else', async () => {
      const code = await room();
      const mine = await get(ref(bob.db, `cah/hands/${code}/1/bob`));
      expect(Object.keys(mine.val())).toHaveLength(10);
      const card = await handCard(code, 'bob');
      expect((await get(ref(bob.db, `cah/decks/${code}/1/${card.pos}`))).val()).toEqual({ text: card.text });
      await expectDenied(get(ref(cid.db, `cah/hands/${code}/1/bob`)));
      await expectDenied(get(ref(cid.db, `cah/decks/${code}/1/${card.pos}`)));
      await expectDenied(get(ref(ann.db, `cah/hands/${code}/1/bob`)));
      await expectDenied(get(ref(eve.db, `cah/hands/${code}/1/bob`)));
      await expectDenied(get(ref(cid.db, `cah/hands/${code}`)));
      await expectDenied(get(ref(cid.db, `cah/decks/${code}/1`)));
      await expectDenied(get(ref(cid.db, `cah/draws/${code}/1`)));
      // A card still in the deck is nobody's to read.
      await expectDenied(get(ref(bob.db, `cah/decks/${code}/1/p200`)));
    });

    it("never sends a player's client another player's hand", async () => {
      const code = await room();
      const bobTexts = await Promise.all(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'].map((s) => handCard(code, 'bob', s)));
      const received: unknown[] = [];
      const errors: string[] = [];
      const listen = (path: string) =>
        new Promise<void>((resolve) => {
          const stop = onValue(
            ref(cid.db, path),
            (snap) => {
              received.push(snap.val());
              stop();
              resolve();
            },
            (error) => {
              errors.push(`${path}: ${error.message}`);
              resolve();
            },
          );
        });
      // Everything cid may read, and everything a curious client would try.
      await Promise.all([
        listen(`cah/games/${code}`),
        listen(`cah/hands/${code}/1/cid`),
        listen(`cah/hands/${code}/1/bob`),
        listen(`cah/hands/${code}/1`),
        listen(`cah/hands/${code}`),
        listen(`cah/decks/${code}/1`),
        listen(`cah/draws/${code}/1`),
        ...bobTexts.map((c) => listen(`cah/decks/${code}/1/${c.pos}`)),
      ]);
      const wire = JSON.stringify(received);
      expect(errors).toHaveLength(5 + bobTexts.length);
      for (const card of bobTexts) {
        expect(wire).not.toContain(JSON.stringify(card.text));
      }
      // And cid did receive their own hand.
      expect(received.some((v) => v && typeof v === 'object' && Object.keys(v).length === 10 && 's0' in v)).toBe(true);
    });

    it('refuses drawing into a full hand, a taken card, a card for someone else, or without a claim', async () => {
      const code = await room();
      const bobPos = (await readHand(code, 1, 'bob')).s0;
      // cid's hand is full: no slot is free, so no claim may fill one.
      await expectDenied(write(cid.db, { [`cah/draws/${code}/1/p250`]: { uid: 'cid', slot: 's0' }, [`cah/hands/${code}/1/cid/s0`]: 'p250' }));
      // A card bob holds cannot be claimed again.
      await expectDenied(write(cid.db, { [`cah/draws/${code}/1/${bobPos}`]: { uid: 'cid', slot: 's0' }, [`cah/hands/${code}/1/cid/s0`]: bobPos }));
      // A hand slot without a claim, or a claim in someone else's name.
      await expectDenied(set(ref(cid.db, `cah/hands/${code}/1/cid/s0`), 'p251'));
      await expectDenied(write(cid.db, { [`cah/draws/${code}/1/p252`]: { uid: 'bob', slot: 's0' }, [`cah/hands/${code}/1/bob/s0`]: 'p252' }));
      // A position that is not in the deck.
      await expectDenied(write(dan.db, { [`cah/draws/${code}/1/p9999`]: { uid: 'dan', slot: 's0' }, [`cah/hands/${code}/1/dan/s0`]: 'p9999' }));
      // Nobody throws cards away to draw new ones.
      await expectDenied(set(ref(cid.db, `cah/hands/${code}/1/cid/s0`), null));
      await expectDenied(set(ref(cid.db, `cah/hands/${code}/1/cid`), null));
    });

    it('refuses drawing to a member without a seat and to a stranger', async () => {
      const code = await room();
      await expectDenied(write(moe.db, { [`cah/draws/${code}/1/p260`]: { uid: 'moe', slot: 's0' }, [`cah/hands/${code}/1/moe/s0`]: 'p260' }));
      await expectDenied(write(eve.db, { [`cah/draws/${code}/1/p261`]: { uid: 'eve', slot: 's0' }, [`cah/hands/${code}/1/eve/s0`]: 'p261' }));
    });

    it('never moves the draw pointer back, so a stale phone cannot reuse claimed positions', async () => {
      const code = await room();
      const pointer = (await readGame(code)).deck;
      expect(pointer.next).toBe(30);
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: 20, size: pointer.size }));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: 31, size: pointer.size - 1 }));
      // Forward only over claimed positions: p30 was never drawn.
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: 31, size: pointer.size }));
    });

    it('refuses a draw pointer beyond the deck, or a deck made larger than its cards', async () => {
      const code = await room();
      const pointer = (await readGame(code)).deck;
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: 1e15, size: pointer.size }));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck/next`), 1e15));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: 9999, size: 9999 }));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck`), { next: pointer.size + 1, size: pointer.size }));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/deck/size`), pointer.size + 1));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/deck/next`), pointer.size));
      // Drawing still works afterwards.
      expect((await readGame(code)).deck).toEqual(pointer);
    });

    it('two phones drawing at once never get the same card', async () => {
      const code = await room({ draw: false });
      const counts = await Promise.all([ann, bob, cid].map((c) => drawCards(c.db, code, 1, c.uid as string, seededRandom('same'))));
      expect(counts).toEqual([10, 10, 10]);
      const all = (await Promise.all(['ann', 'bob', 'cid'].map((uid) => readHand(code, 1, uid)))).flatMap((h) => Object.values(h));
      expect(new Set(all).size).toBe(30);
    });
  });

  /** The key and hidden record of `uid`'s play in round `round` of game 1 (owner access). */
  const recordOf = async (code: string, uid: string, round = 1) =>
    (await rdb.readAsOwner(`cah/plays/${code}/1/${round}/${uid}`)) as { key: string; cards: Record<string, unknown> } | null;

  /**
   * A play written by hand, as a hostile client might: the table's half under `key`, the
   * hidden half under `owner`'s record, both in one update.
   */
  const rawPlay = (client: TestClient, code: string, o: { key?: string; owner?: string; shown: unknown; hidden: unknown; round?: number; extra?: Record<string, unknown> }) => {
    const key = o.key ?? `k${Math.random().toString(36).slice(2, 12)}`;
    return write(client.db, {
      [`cah/games/${code}/selected_cards/${key}`]: { round: o.round ?? 1, cards: o.shown },
      [`cah/plays/${code}/1/${o.round ?? 1}/${o.owner ?? client.uid}`]: { key, cards: o.hidden },
      ...o.extra,
    });
  };
  const roundOf = (game: CahGame) => {
    const r = game.round!;
    return { number: r.number, czar: r.czar, czar_seat: r.czarSeat, black: r.blackId, pick: r.pick, phase: r.phase };
  };
  const shownOf = (card: { text: string }) => ({ c0: { text: card.text } });
  const hiddenOf = (card: { slot: string; pos: string }) => ({ c0: { slot: card.slot, pos: card.pos } });
  const recordsOf = async (code: string, round = 1) => mapRoundRecords(await rdb.readAsOwner(`cah/plays/${code}/1/${round}`));

  describe('playing and judging', () => {
    it('lets a player play a card from their own hand once per round, under a key that does not name them', async () => {
      const code = await room();
      const card = await handCard(code, 'bob');
      const key = await playCards(bob.db, code, await readGame(code), 'bob', [card]);
      expect((await readGame(code)).plays).toEqual([{ key, round: 1, cards: [{ text: card.text }] }]);
      expect(key).not.toContain('bob');
      expect(await recordOf(code, 'bob')).toEqual({ key, cards: { c0: { slot: card.slot, pos: card.pos } } });
      // The game state was read before the play, so only the rules can stop the second one.
      const second = await handCard(code, 'bob', 's1');
      await expectDenied(rawPlay(bob, code, { shown: shownOf(second), hidden: hiddenOf(second) }));
      await expectDenied(write(bob.db, { [`cah/games/${code}/selected_cards/kAnotherOne1`]: { round: 1, cards: shownOf(second) } }));
    });

    it("refuses the czar's play, a card not in the hand, a forged text and a play in another's name", async () => {
      const code = await room();
      const bobs = await handCard(code, 'bob');
      const cids = await handCard(code, 'cid');
      const anns = await handCard(code, 'ann');
      await expectDenied(rawPlay(ann, code, { shown: shownOf(anns), hidden: hiddenOf(anns) }));
      await expectDenied(rawPlay(cid, code, { shown: shownOf(bobs), hidden: hiddenOf(bobs) }));
      await expectDenied(rawPlay(cid, code, { shown: { c0: { text: 'Noe helt annet' } }, hidden: hiddenOf(cids) }));
      await expectDenied(rawPlay(cid, code, { owner: 'bob', shown: shownOf(bobs), hidden: hiddenOf(bobs) }));
      await expectDenied(rawPlay(cid, code, { round: 2, shown: shownOf(cids), hidden: hiddenOf(cids) }));
      await expectDenied(rawPlay(moe, code, { shown: { c0: { text: 'x', blank: true } }, hidden: { c0: { blank: true } } }));
      // The two halves belong together: no table half without its record, no record without its play.
      await expectDenied(write(cid.db, { [`cah/games/${code}/selected_cards/kLonelyPlay1`]: { round: 1, cards: shownOf(cids) } }));
      await expectDenied(write(cid.db, { [`cah/plays/${code}/1/1/cid`]: { key: 'kNoSuchPlay1', cards: hiddenOf(cids) } }));
      // The table half carries no slot or position (they would tell the czar whose card it is).
      await expectDenied(rawPlay(cid, code, { shown: { c0: { text: cids.text, slot: cids.slot, pos: cids.pos } }, hidden: hiddenOf(cids) }));
      // A hand card on the table that the record calls blank (so it would cost no card).
      await expectDenied(rawPlay(cid, code, { shown: { c0: { text: cids.text, blank: true } }, hidden: { c0: { blank: true } } }));
      await expectAllowed(rawPlay(cid, code, { shown: shownOf(cids), hidden: hiddenOf(cids) }));
    });

    it('keeps who played which card from the czar and the table until the czar has chosen', async () => {
      const code = await room();
      for (const c of [bob, cid]) await playCards(c.db, code, await readGame(code), c.uid as string, [await handCard(code, c.uid as string)]);
      const keys = Object.keys((await rdb.readAsOwner(`cah/games/${code}/selected_cards`)) as object);
      expect(keys).toHaveLength(2);
      expect(keys.join()).not.toMatch(/bob|cid/);
      // The czar, another player, a member and a stranger cannot link a play to its player.
      for (const c of [ann, cid, moe, eve]) {
        await expectDenied(get(ref(c.db, `cah/plays/${code}/1/1`)));
        await expectDenied(get(ref(c.db, `cah/plays/${code}/1/1/bob`)));
      }
      await expectDenied(get(ref(ann.db, `cah/plays/${code}`)));
      await expectAllowed(get(ref(bob.db, `cah/plays/${code}/1/1/bob`)));
      await pickWinner(ann.db, code, await readGame(code), 'ann', (await recordOf(code, 'cid'))!.key);
      // After the choice, the room may see whose was whose (the result names them).
      await expectAllowed(get(ref(ann.db, `cah/plays/${code}/1/1`)));
      await expectDenied(get(ref(eve.db, `cah/plays/${code}/1/1`)));
    });

    it('counts blank cards: one per play, up to blank_cards per game', async () => {
      const code = await room({ start: false });
      await saveSettings(ann.db, code, { name: 'Fest', blankCards: 1, winPoints: 5 });
      await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
      const blank = { shown: { c0: { text: 'Mitt kort', blank: true } }, hidden: { c0: { blank: true } } };
      // A blank without counting it is refused; counted, it is accepted.
      await expectDenied(rawPlay(bob, code, blank));
      await expectAllowed(playCards(bob.db, code, await readGame(code), 'bob', [{ text: 'Mitt kort', blank: true }]));
      // Counted where only bob reads it (docs/cah.md «Anonymous plays»); the public count stays.
      expect(await rdb.readAsOwner(`cah/blanks/${code}/1/bob`)).toBe(1);
      expect((await readGame(code)).players.find((p) => p.uid === 'bob')?.blankCardsUsed).toBe(0);
      // Over the limit, even with the count raised.
      await expectDenied(rawPlay(cid, code, { ...blank, extra: { [`cah/blanks/${code}/1/cid`]: 2 } }));
      await expectDenied(rawPlay(cid, code, { ...blank, extra: { [`cah/games/${code}/players/cid/blank_cards_used`]: 2 } }));
      // Raising the count without a blank card played.
      await expectDenied(set(ref(cid.db, `cah/games/${code}/players/cid/blank_cards_used`), 1));
      await expectDenied(set(ref(cid.db, `cah/blanks/${code}/1/cid`), 1));
    });

    it('lets only the czar pick a played card; the point goes to its owner once the records are open', async () => {
      const code = await room();
      for (const uid of ['bob', 'cid']) {
        const client = uid === 'bob' ? bob : cid;
        await playCards(client.db, code, await readGame(code), uid, [await handCard(code, uid)]);
      }
      const bobKey = (await recordOf(code, 'bob'))!.key;
      const cidKey = (await recordOf(code, 'cid'))!.key;
      const result = (key: string) => ({ [`cah/games/${code}/round/phase`]: 'result', [`cah/games/${code}/round/winner`]: key });
      await expectDenied(write(bob.db, result(bobKey)));
      await expectDenied(write(ann.db, result('kNotPlayedAtAll')));
      // The czar cannot give points: the owner is unknown to them until the result.
      await expectDenied(write(ann.db, { ...result(cidKey), [`cah/games/${code}/players/cid/points`]: 1 }));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/players/bob/points`), 3));
      await expectAllowed(pickWinner(ann.db, code, await readGame(code), 'ann', cidKey));
      const judged = await readGame(code);
      expect(judged.round).toMatchObject({ phase: 'result', winner: cidKey, scored: null });
      // Scoring: the point only to the owner of the chosen play, exactly one, once.
      const score = (who: string, points: number) => ({ [`cah/games/${code}/round/scored`]: who, [`cah/games/${code}/players/${who}/points`]: points });
      await expectDenied(write(bob.db, score('bob', 1)));
      await expectDenied(write(bob.db, score('cid', 2)));
      await expectDenied(write(moe.db, score('cid', 1)));
      const records = await recordsOf(code);
      await expectAllowed(scoreRound(bob.db, code, judged, records));
      const after = await readGame(code);
      expect(after.round).toMatchObject({ phase: 'result', winner: cidKey, scored: 'cid' });
      expect(after.players.find((p) => p.uid === 'cid')?.points).toBe(1);
      // A second phone scoring a moment later finds it done; a second point is refused.
      await expectAllowed(scoreRound(cid.db, code, judged, records));
      await expectDenied(write(cid.db, { [`cah/games/${code}/players/cid/points`]: 2 }));
      expect((await readGame(code)).players.find((p) => p.uid === 'cid')?.points).toBe(1);
      // The played cards are spent: readable by all, and their slots may be refilled.
      const played = Object.values(records).flatMap((r) => r.cards.flatMap((c) => ('pos' in c ? [c.pos] : [])));
      expect(Object.keys(after.spent).sort()).toEqual(played.sort());
      await expectAllowed(get(ref(cid.db, `cah/decks/${code}/1/${played[0]}`)));
      expect(await drawCards(bob.db, code, 1, 'bob', seededRandom('r'))).toBe(1);
    });

    it('lets any player start the next round after the result, not during a round', async () => {
      const code = await room();
      const game = await readGame(code);
      await set(ref(ann.db, `presence/cah/${code}/ann/c1`), true);
      await expectDenied(startNextRound(bob.db, code, game, bank, everyone, seededRandom('n')));
      const key = await playCards(bob.db, code, game, 'bob', [await handCard(code, 'bob')]);
      await pickWinner(ann.db, code, await readGame(code), 'ann', key);
      await scoreRound(cid.db, code, await readGame(code), await recordsOf(code));
      await expectAllowed(startNextRound(cid.db, code, await readGame(code), bank, everyone, seededRandom('n')));
      const next = await readGame(code);
      expect(next.round).toMatchObject({ number: 2, czar: 'bob', phase: 'playing' });
      expect(next.plays).toEqual([]);
      await expectDenied(startNextRound(moe.db, code, next, bank, everyone, seededRandom('n')));
      // Round 2's records are closed again, also to whoever read round 1's.
      await playCards(cid.db, code, next, 'cid', [await handCard(code, 'cid', 's1')]);
      await expectDenied(get(ref(bob.db, `cah/plays/${code}/1/2`)));
      await expectAllowed(get(ref(bob.db, `cah/plays/${code}/1/1`)));
    });

    it('ends the game when the winner reaches win_points', async () => {
      const code = await room({ start: false });
      await saveSettings(ann.db, code, { name: 'Fest', blankCards: 0, winPoints: 1 });
      await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
      await drawCards(bob.db, code, 1, 'bob', seededRandom('b'));
      const key = await playCards(bob.db, code, await readGame(code), 'bob', [await handCard(code, 'bob')]);
      await pickWinner(ann.db, code, await readGame(code), 'ann', key);
      expect((await readGame(code)).settings.status).toBe(1);
      await expectDenied(write(cid.db, { [`cah/games/${code}/settings/game_status`]: 2 }));
      await scoreRound(cid.db, code, await readGame(code), await recordsOf(code));
      expect((await readGame(code)).settings.status).toBe(2);
      // The creator starts a new game in the same room: points back to 0, a fresh deck and hands.
      await expectDenied(startGame(bob.db, code, await readGame(code), bank, everyone, seededRandom('again')));
      await expectAllowed(startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom('again')));
      const again = await readGame(code);
      expect(again.settings).toMatchObject({ status: 1, gameNumber: 2 });
      expect(again.players.map((p) => p.points)).toEqual([0, 0, 0]);
      expect(await rdb.readAsOwner(`cah/decks/${code}/1`)).toBeNull();
      expect(await rdb.readAsOwner(`cah/plays/${code}/1`)).toBeNull();
      expect(await drawCards(bob.db, code, 2, 'bob', seededRandom('b2'))).toBe(10);
      // Cards of the old game can no longer be played.
      await expectDenied(set(ref(bob.db, `cah/hands/${code}/1/bob/s0`), 'p0'));
      // Ending the game otherwise is the creator's alone.
      const other = await room();
      await expectDenied(set(ref(ann.db, `cah/games/${other}/players/bob/points`), 9));
      await expectDenied(set(ref(bob.db, `cah/games/${other}/settings/game_status`), 2));
    });
  });

  it('a pick-2 card takes two different cards from the hand', async () => {
    const code = await room({ start: false });
    const pick2 = { ...fullBank, black: fullBank.black.filter((c) => c.pick === 2) };
    await startGame(ann.db, code, await readGame(code), pick2, everyone, seededRandom(code));
    await drawCards(bob.db, code, 1, 'bob', seededRandom('b'));
    const [a, b] = [await handCard(code, 'bob', 's0'), await handCard(code, 'bob', 's1')];
    await expectDenied(rawPlay(bob, code, { shown: shownOf(a), hidden: hiddenOf(a) }));
    await expectDenied(rawPlay(bob, code, {
      shown: { c0: { text: a.text }, c1: { text: a.text } },
      hidden: { c0: { slot: a.slot, pos: a.pos }, c1: { slot: a.slot, pos: a.pos } },
    }));
    await expectAllowed(playCards(bob.db, code, await readGame(code), 'bob', [a, b]));
  });

  describe('the czar follows the seats', () => {
    /** Everyone seated has the room open, so nobody may be passed over as absent. */
    const allPresent = async (code: string, uids: string[]) => {
      for (const uid of uids) await set(ref(rdb.as(uid).db, `presence/cah/${code}/${uid}/c1`), true);
    };

    it('seats newcomers last in the ring, and refuses a seat that jumps the queue or leaves the ring', async () => {
      const code = await room({ start: false });
      expect(await rdb.readAsOwner(`cah/games/${code}/ring_tail`)).toBe('cid');
      const ring = (await readGame(code)).players.map((p) => [p.uid, p.next]);
      expect(Object.fromEntries(ring)).toEqual({ ann: 'bob', bob: 'cid', cid: 'ann' });
      const seat = { name: 'Moe', uid: 'moe', points: 0, blank_cards_used: 0, seat: { '.sv': 'timestamp' } };
      const base = { [`cah/games/${code}/player_count`]: increment(1) };
      // Squeezing in right after the creator, or joining without becoming the tail.
      await expectDenied(write(moe.db, { ...base, [`cah/games/${code}/players/moe`]: { ...seat, next: 'bob' }, [`cah/games/${code}/players/ann/next`]: 'moe', [`cah/games/${code}/ring_tail`]: 'moe' }));
      await expectDenied(write(moe.db, { ...base, [`cah/games/${code}/players/moe`]: { ...seat, next: 'ann' }, [`cah/games/${code}/players/cid/next`]: 'moe' }));
      await expectDenied(write(moe.db, { ...base, [`cah/games/${code}/players/moe`]: { ...seat, next: 'ann' }, [`cah/games/${code}/ring_tail`]: 'moe' }));
      // Rewiring other seats.
      await expectDenied(set(ref(bob.db, `cah/games/${code}/players/ann/next`), 'cid'));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/ring_tail`), 'ann'));
      await expectAllowed(joinGame(moe.db, code, 'moe', 'Moe', false));
      expect(await rdb.readAsOwner(`cah/games/${code}/ring_tail`)).toBe('moe');
      expect(await rdb.readAsOwner(`cah/games/${code}/players/cid/next`)).toBe('moe');
    });

    it('refuses a newcomer naming themself czar, or any player skipping a present one', async () => {
      const code = await room({ players: [ann, bob, cid] });
      await joinGame(moe.db, code, 'moe', 'Moe', false);
      await allPresent(code, ['ann', 'bob', 'cid', 'moe']);
      const key = await playCards(cid.db, code, await readGame(code), 'cid', [await handCard(code, 'cid')]);
      await pickWinner(ann.db, code, await readGame(code), 'ann', key);
      await scoreRound(bob.db, code, await readGame(code), await recordsOf(code));
      const game = await readGame(code);
      const nextRoundAs = (client: TestClient, czar: string) =>
        write(client.db, { [`cah/games/${code}/round`]: { ...roundOf(game), number: 2, phase: 'playing', czar, czar_seat: game.players.find((p) => p.uid === czar)!.seat }, [`cah/games/${code}/selected_cards`]: null });
      await expectDenied(nextRoundAs(moe, 'moe'));
      await expectDenied(nextRoundAs(cid, 'cid'));
      await expectDenied(nextRoundAs(ann, 'cid'));
      await expectAllowed(nextRoundAs(moe, 'bob'));
    });

    it('passes over seats with no phone in the room, in seat order', async () => {
      const code = await room({ players: [ann, bob, cid, dan] });
      await allPresent(code, ['ann', 'cid', 'dan']);
      // ann (czar) is present, bob is away: after the round, bob is passed over for cid, not dan.
      const key = await playCards(cid.db, code, await readGame(code), 'cid', [await handCard(code, 'cid')]);
      await pickWinner(ann.db, code, await readGame(code), 'ann', key);
      await scoreRound(dan.db, code, await readGame(code), await recordsOf(code));
      const game = await readGame(code);
      const to = (czar: string) => write(dan.db, { [`cah/games/${code}/round`]: { ...roundOf(game), number: 2, phase: 'playing', czar, czar_seat: game.players.find((p) => p.uid === czar)!.seat } });
      await expectDenied(to('dan'));
      await expectAllowed(startNextRound(dan.db, code, game, bank, (uid) => uid !== 'bob', seededRandom('s')));
      expect((await readGame(code)).round?.czar).toBe('cid');
    });

    it('lets the creator start a game only with the first seat as czar', async () => {
      const code = await room({ start: false });
      await allPresent(code, ['ann', 'bob', 'cid']);
      const game = await readGame(code);
      const start = startGame(ann.db, code, { ...game, players: game.players.map((p) => (p.uid === 'ann' ? { ...p, seat: 1e15 } : p)) }, bank, everyone, seededRandom('c'));
      await expectDenied(start);
      await expectAllowed(startGame(ann.db, code, game, bank, everyone, seededRandom('c')));
      expect((await readGame(code)).round?.czar).toBe('ann');
    });

    it('a czar who leaves after choosing hands the finished round to the seat before', async () => {
      const code = await room({ players: [ann, bob, cid, dan] });
      await allPresent(code, ['ann', 'bob', 'cid', 'dan']);
      const key = await playCards(cid.db, code, await readGame(code), 'cid', [await handCard(code, 'cid')]);
      await pickWinner(ann.db, code, await readGame(code), 'ann', key);
      await scoreRound(bob.db, code, await readGame(code), await recordsOf(code));
      await expectAllowed(leaveGame(ann.db, code, await readGame(code), 'ann', bank, everyone, seededRandom('x')));
      expect((await readGame(code)).round).toMatchObject({ czar: 'dan', phase: 'result' });
      await expectAllowed(startNextRound(cid.db, code, await readGame(code), bank, everyone, seededRandom('y')));
      expect((await readGame(code)).round?.czar).toBe('bob');
    });
  });

  describe('leaving', () => {
    it('a czar who leaves passes the role on and the plays are returned', async () => {
      const code = await room({ players: [ann, bob, cid, dan] });
      const card = await handCard(code, 'bob');
      await playCards(bob.db, code, await readGame(code), 'bob', [card]);
      await expectAllowed(leaveGame(ann.db, code, await readGame(code), 'ann', bank, everyone, seededRandom('l')));
      const after = await readGame(code);
      expect(after.round).toMatchObject({ number: 2, czar: 'bob', phase: 'playing' });
      expect(after.plays).toEqual([]);
      expect((await readHand(code, 1, 'bob')).s0).toBe(card.pos);
      // bob can play that card again in the new round… as czar he may not, so cid plays.
      await expectAllowed(playCards(cid.db, code, after, 'cid', [await handCard(code, 'cid')]));
    });

    it('lets any player pass over a czar with no phone in the room, not a present one', async () => {
      const code = await room();
      const game = await readGame(code);
      // ann (czar) has no presence mark: bob may move on.
      await expectAllowed(startNextRound(bob.db, code, game, bank, (uid) => uid !== 'ann', seededRandom('i')));
      const next = await readGame(code);
      expect(next.round?.czar).toBe('bob');
      await set(ref(bob.db, `presence/cah/${code}/bob/c1`), true);
      await expectDenied(startNextRound(cid.db, code, next, bank, everyone, seededRandom('i')));
    });

    it('the creator removes a player; with fewer than 3 left the game stops', async () => {
      const code = await room();
      await expectDenied(leaveGame(bob.db, code, await readGame(code), 'cid', bank, everyone, seededRandom('x')));
      await expectAllowed(leaveGame(ann.db, code, await readGame(code), 'cid', bank, everyone, seededRandom('x')));
      const after = await readGame(code);
      expect(after.players.map((p) => p.uid).sort()).toEqual(['ann', 'bob']);
      expect(after.settings.status).toBe(0);
      expect(after.round).toBeNull();
    });

    it('refuses a newcomer who joins a running game, leaves and stops it', async () => {
      const code = await room();
      await expectAllowed(joinGame(moe.db, code, 'moe', 'Moe', false));
      await expectDenied(write(moe.db, {
        [`cah/games/${code}/players/moe`]: null,
        [`cah/games/${code}/player_count`]: 3,
        [`cah/games/${code}/settings/game_status`]: 0,
        [`cah/games/${code}/round`]: null,
      }));
      // Lying about the count: leaving without counting down, or counting down twice.
      await expectDenied(write(moe.db, { [`cah/games/${code}/players/moe`]: null, [`cah/games/${code}/settings/game_status`]: 0 }));
      await expectDenied(write(moe.db, { [`cah/games/${code}/players/moe`]: null, [`cah/games/${code}/player_count`]: 2 }));
      await expectDenied(set(ref(moe.db, `cah/games/${code}/player_count`), 2));
      await expectDenied(set(ref(bob.db, `cah/games/${code}/player_count`), 2));
      // A player still seated cannot stop a game of four either.
      await expectDenied(write(bob.db, { [`cah/games/${code}/settings/game_status`]: 0, [`cah/games/${code}/round`]: null }));
      await expectAllowed(leaveGame(moe.db, code, await readGame(code), 'moe', bank, everyone, seededRandom('x')));
      expect((await readGame(code)).settings.status).toBe(1);
      expect(await rdb.readAsOwner(`cah/games/${code}/player_count`)).toBe(3);
    });

    it('lets one of the last two players stop a running game', async () => {
      const code = await room({ players: [ann, bob, cid] });
      const stop = { [`cah/games/${code}/settings/game_status`]: 0, [`cah/games/${code}/round`]: null };
      await expectDenied(write(bob.db, stop));
      // cid's phone leaves without stopping the game: two are left, and either may stop it.
      await expectAllowed(write(cid.db, {
        [`cah/games/${code}/players/cid`]: null,
        [`cah/games/${code}/player_count`]: increment(-1),
        // The seat ring closes over cid: bob (before cid) now points to ann, and sits last.
        [`cah/games/${code}/players/bob/next`]: 'ann',
        [`cah/games/${code}/unlinked`]: 'bob',
        [`cah/games/${code}/ring_tail`]: 'bob',
      }));
      expect(await rdb.readAsOwner(`cah/games/${code}/player_count`)).toBe(2);
      await expectDenied(write(moe.db, stop));
      await expectAllowed(write(bob.db, stop));
      expect((await readGame(code)).settings.status).toBe(0);
    });

    it('refuses a leave that leaves the seat ring broken', async () => {
      const code = await room({ players: [ann, bob, cid, dan] });
      const leave = { [`cah/games/${code}/players/cid`]: null, [`cah/games/${code}/player_count`]: increment(-1) };
      await expectDenied(write(cid.db, leave));
      await expectDenied(write(cid.db, { ...leave, [`cah/games/${code}/players/bob/next`]: 'ann', [`cah/games/${code}/unlinked`]: 'bob' }));
      await expectDenied(write(cid.db, { ...leave, [`cah/games/${code}/players/ann/next`]: 'dan', [`cah/games/${code}/unlinked`]: 'ann' }));
      await expectAllowed(write(cid.db, { ...leave, [`cah/games/${code}/players/bob/next`]: 'dan', [`cah/games/${code}/unlinked`]: 'bob' }));
    });

    it('a player may leave by themselves', async () => {
      const code = await room({ players: [ann, bob, cid, dan] });
      await expectAllowed(leaveGame(dan.db, code, await readGame(code), 'dan', bank, everyone, seededRandom('x')));
      expect((await readGame(code)).settings.status).toBe(1);
    });
  });
});
