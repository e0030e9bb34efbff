/** @jest-environment node */
// Cah's rules against a hostile guest (docs/security.md «Cah»): plays linked to players through a
// listener on a future round, a blank card's author given away by a public count, a draw pointer
// moved past cards nobody dealt, a point denied or skipped, and writes queued offline that arrive
// after the game moved on. Each case here was accepted by the rules before.
import { get, onValue, ref, set } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import {
  cahGame,
  drawCards,
  endGame,
  joinGame,
  mapGame,
  mapHand,
  mapRoundRecords,
  pickWinner,
  playCards,
  saveSettings,
  scoreRound,
  STALE_TEXT,
  startGame,
  startNextRound,
} from '@/features/cah/lib/data';
import { seededRandom } from '@/lib/random/random';
import type { CahGame } from '@/features/cah/lib/types';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { waitFor } from '@/__tests__/localdb/helpers';
import { expectAllowed, expectDenied } from '@/__tests__/rules/helpers';
import { bank, everyone, setupCahDb, write } from './support';

describe('rules: cah against a hostile guest', () => {
  const rdb = setupCahDb('cahaudit', ['ann', 'bob', 'cid', 'moe']);
  let ann: TestClient; // creator, first seat: czar of round 1
  let bob: TestClient;
  let cid: TestClient;
  let moe: TestClient; // member without a seat (a spectator)
  let rooms = 0;

  beforeAll(() => {
    [ann, bob, cid, moe] = ['ann', 'bob', 'cid', 'moe'].map((uid) => rdb.as(uid));
  });

  const readGame = async (code: string) => mapGame(await rdb.readAsOwner(`cah/games/${code}`)) as CahGame;
  const recordsOf = async (code: string, game = 1, round = 1) => mapRoundRecords(await rdb.readAsOwner(`cah/plays/${code}/${game}/${round}`));
  const handCard = async (code: string, uid: string, slot = 's0', game = 1) => {
    const pos = mapHand(await rdb.readAsOwner(`cah/hands/${code}/${game}/${uid}`))[slot];
    const entry = (await rdb.readAsOwner(`cah/decks/${code}/${game}/${pos}`)) as { text: string };
    return { slot, pos, text: entry.text };
  };

  /** A room by ann with ann, bob and cid seated and moe watching; started and dealt unless told. */
  async function room(opts: { start?: boolean; draw?: boolean } = {}) {
    const code = `Aud${String(++rooms).padStart(2, '0')}`;
    await rdb.seed('rate', null);
    await createRoom(ann.db, cahGame, 'ann', { code, name: 'Fest', creatorName: 'Ann', private: false, password: '' });
    for (const c of [bob, cid, moe]) await joinRoom(c.db, 'cah', code, c.uid as string, { private: false });
    for (const c of [ann, bob, cid]) await joinGame(c.db, code, c.uid as string, (c.uid as string).toUpperCase(), false);
    if (opts.start !== false) {
      await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
      if (opts.draw !== false) for (const c of [ann, bob, cid]) await drawCards(c.db, code, 1, c.uid as string, seededRandom(c.uid as string));
    }
    return code;
  }

  /** Round 1 played by bob and cid, chosen by ann (bob's card wins); not scored yet. */
  async function judgedRound(code: string) {
    const bobKey = await playCards(bob.db, code, await readGame(code), 'bob', [await handCard(code, 'bob')]);
    await playCards(cid.db, code, await readGame(code), 'cid', [await handCard(code, 'cid')]);
    await pickWinner(ann.db, code, await readGame(code), 'ann', bobKey);
    return bobKey;
  }

  const round = async (code: string) => {
    const r = (await readGame(code)).round!;
    return { number: r.number, czar: r.czar, czar_seat: r.czarSeat, black: r.blackId, pick: r.pick, phase: r.phase };
  };
  const seatOf = async (code: string, uid: string) => (await readGame(code)).players.find((p) => p.uid === uid)!.seat;

  it('refuses a listener on a future round or game, so a play is never linked to its player before the choice', async () => {
    const code = await room();
    for (const c of [moe, bob, ann]) {
      for (const path of ['1/1', '1/2', '1/3', '1/10', '2/1']) await expectDenied(get(ref(c.db, `cah/plays/${code}/${path}`)));
    }
    // A spectator opens a listener on round 2 during round 1: refused at once, so it never
    // receives round 2's records when they are written.
    const errors: string[] = [];
    const received: unknown[] = [];
    onValue(
      ref(moe.db, `cah/plays/${code}/1/2`),
      (snap) => received.push(snap.val()),
      (error) => errors.push(error.message),
    );
    await waitFor(() => errors.length === 1);
    await judgedRound(code);
    await scoreRound(cid.db, code, await readGame(code), await recordsOf(code));
    await startNextRound(cid.db, code, await readGame(code), bank, everyone, seededRandom('n'));
    await playCards(cid.db, code, await readGame(code), 'cid', [await handCard(code, 'cid', 's1')]);
    // Round 1 is past now: the room reads it. Round 2 is open: nobody but its players' own records.
    await expectAllowed(get(ref(moe.db, `cah/plays/${code}/1/1`)));
    await expectDenied(get(ref(moe.db, `cah/plays/${code}/1/2`)));
    await expectAllowed(get(ref(cid.db, `cah/plays/${code}/1/2/cid`)));
    expect(received).toEqual([]);
    // Round numbers are compared as numbers, not as text: in round 12, 9 and 11 are past, 13 and 100 are not.
    await rdb.seed(`cah/games/${code}/round/number`, 12);
    for (const past of ['1/9', '1/11', '1/2']) await expectAllowed(get(ref(moe.db, `cah/plays/${code}/${past}`)));
    for (const future of ['1/12', '1/13', '1/20', '1/100', '10/1']) await expectDenied(get(ref(moe.db, `cah/plays/${code}/${future}`)));
  });

  it('keeps a blank card from naming its player: no public count moves, the own count is private', async () => {
    const code = await room({ start: false });
    await saveSettings(ann.db, code, { name: 'Fest', blankCards: 2, winPoints: 5 });
    await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
    const players = await rdb.readAsOwner(`cah/games/${code}/players`);
    await expectAllowed(playCards(bob.db, code, await readGame(code), 'bob', [{ text: 'Mitt kort', blank: true }]));
    expect(await rdb.readAsOwner(`cah/games/${code}/players`)).toEqual(players);
    expect((await get(ref(bob.db, `cah/blanks/${code}/1/bob`))).val()).toBe(1);
    for (const c of [ann, cid, moe]) {
      await expectDenied(get(ref(c.db, `cah/blanks/${code}/1/bob`)));
      await expectDenied(get(ref(c.db, `cah/blanks/${code}/1`)));
    }
    // The public count rising with the play (what gave the author away) is refused.
    const blank = (extra: Record<string, unknown>) =>
      write(cid.db, {
        [`cah/games/${code}/selected_cards/kBlankCid01`]: { round: 1, cards: { c0: { text: 'Cids kort', blank: true } } },
        [`cah/plays/${code}/1/1/cid`]: { key: 'kBlankCid01', cards: { c0: { blank: true } } },
        ...extra,
      });
    await expectDenied(blank({ [`cah/games/${code}/players/cid/blank_cards_used`]: 1 }));
    await expectDenied(set(ref(cid.db, `cah/games/${code}/players/cid/blank_cards_used`), 1));
    // The private count: one up, with the blank card only, within blank_cards.
    await expectDenied(blank({}));
    await expectDenied(blank({ [`cah/blanks/${code}/1/cid`]: 2 }));
    await expectDenied(set(ref(cid.db, `cah/blanks/${code}/1/cid`), 1));
    await rdb.seed(`cah/blanks/${code}/1/cid`, 2);
    await expectDenied(blank({ [`cah/blanks/${code}/1/cid`]: 3 }));
    await rdb.seed(`cah/blanks/${code}/1/cid`, 1);
    await expectAllowed(blank({ [`cah/blanks/${code}/1/cid`]: 2 }));
  });

  it("moves the draw pointer only by the cards the same write deals (claiming only the deck's last card)", async () => {
    const code = await room({ draw: false });
    const { size } = (await readGame(code)).deck;
    const claim = (positions: number[], next: number) =>
      write(bob.db, {
        ...Object.fromEntries(positions.flatMap((p, i) => [
          [`cah/draws/${code}/1/p${p}`, { uid: 'bob', slot: `s${i}` }],
          [`cah/hands/${code}/1/bob/s${i}`, `p${p}`],
        ])),
        [`cah/games/${code}/deck`]: { next, size },
      });
    await expectDenied(claim([size - 1], size));
    await expectDenied(claim([1], 2));
    await expectDenied(claim([0, 200], 1));
    await expectDenied(claim([0, 1], 3));
    await expectDenied(claim([0], 2));
    await expectAllowed(claim([0, 1], 2));
    expect((await readGame(code)).deck).toEqual({ next: 2, size });
    expect(await drawCards(bob.db, code, 1, 'bob', seededRandom('b'))).toBe(8);
    expect((await readGame(code)).deck.next).toBe(10);
  });

  it("refuses a czar's choice that also writes `scored`, so the winner's point is always given", async () => {
    const code = await room();
    const bobKey = await playCards(bob.db, code, await readGame(code), 'bob', [await handCard(code, 'bob')]);
    const pick = (scored: string) =>
      write(ann.db, {
        [`cah/games/${code}/round/phase`]: 'result',
        [`cah/games/${code}/round/winner`]: bobKey,
        [`cah/games/${code}/round/scored`]: scored,
      });
    await expectDenied(pick('ann'));
    // Nor with the true owner: a refusal for every other name would tell the czar whose card it is.
    await expectDenied(pick('bob'));
    // A new round that comes with `scored` already set.
    await expectDenied(write(ann.db, { [`cah/games/${code}/round`]: { ...(await round(code)), scored: 'ann' } }));
    await expectAllowed(pickWinner(ann.db, code, await readGame(code), 'ann', bobKey));
    await expectDenied(write(cid.db, { [`cah/games/${code}/round/scored`]: 'cid' }));
    await expectAllowed(scoreRound(cid.db, code, await readGame(code), await recordsOf(code)));
    expect((await readGame(code)).players.find((p) => p.uid === 'bob')?.points).toBe(1);
  });

  it('starts the next round only after the point is given', async () => {
    const code = await room();
    await judgedRound(code);
    const next = async () => ({
      [`cah/games/${code}/round`]: { ...(await round(code)), number: 2, phase: 'playing', czar: 'bob', czar_seat: await seatOf(code, 'bob') },
      [`cah/games/${code}/selected_cards`]: null,
    });
    await expectDenied(write(cid.db, await next()));
    await expectDenied(write(ann.db, await next()));
    await expectAllowed(scoreRound(cid.db, code, await readGame(code), await recordsOf(code)));
    expect((await readGame(code)).players.find((p) => p.uid === 'bob')?.points).toBe(1);
    await expectAllowed(write(cid.db, await next()));
  });

  it('refuses a write queued offline that arrives after the game moved on, and tells the phone in Norwegian', async () => {
    const code = await room();
    await judgedRound(code);
    await scoreRound(cid.db, code, await readGame(code), await recordsOf(code));
    // cid's phone is offline in game 1 and taps «Neste runde»; the write waits (`stale`).
    const stale = await readGame(code);
    // Meanwhile the creator starts a new game, and its first round reaches the same point.
    await endGame(ann.db, code, await readGame(code));
    await startGame(ann.db, code, await readGame(code), bank, everyone, seededRandom('g2'));
    for (const c of [bob, cid]) await drawCards(c.db, code, 2, c.uid as string, seededRandom(`${c.uid}2`));
    const key = await playCards(bob.db, code, await readGame(code), 'bob', [await handCard(code, 'bob', 's0', 2)]);
    await pickWinner(ann.db, code, await readGame(code), 'ann', key);
    await scoreRound(bob.db, code, await readGame(code), await recordsOf(code, 2));
    const now = await readGame(code);
    expect(now.round).toMatchObject({ number: 1, phase: 'result', scored: 'bob' });
    await expect(startNextRound(cid.db, code, stale, bank, everyone, seededRandom('late'))).rejects.toThrow(STALE_TEXT);
    expect((await readGame(code)).round).toEqual(now.round);
    // The same kind of late write within a game: a choice or a score naming a round that is over.
    await expectDenied(write(bob.db, { [`cah/games/${code}/settings/game_number`]: 1 }));
    await expectAllowed(write(bob.db, { [`cah/games/${code}/settings/game_number`]: 2 }));
    await expectAllowed(startNextRound(cid.db, code, now, bank, everyone, seededRandom('fresh')));
    await expectDenied(write(bob.db, { [`cah/games/${code}/round/number`]: 1 }));
    await expectAllowed(write(bob.db, { [`cah/games/${code}/round/number`]: 2 }));
    const inRound2 = await readGame(code);
    const cidKey = await playCards(cid.db, code, inRound2, 'cid', [await handCard(code, 'cid', 's1', 2)]);
    const choose = (basedOn: number) =>
      write(bob.db, {
        [`cah/games/${code}/round/number`]: basedOn,
        [`cah/games/${code}/round/phase`]: 'result',
        [`cah/games/${code}/round/winner`]: cidKey,
      });
    await expectDenied(choose(1));
    expect((await readGame(code)).round?.phase).toBe('playing');
    await expectAllowed(choose(2));
  });
});
