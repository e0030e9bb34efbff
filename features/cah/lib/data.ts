// Cah's data module: typed reads of a room and a hand, and every change of the game as one
// atomic multi-path update that database.rules.json checks (see features/cah/lib/deck.ts for dealing).
import { get, increment, push, ref, serverTimestamp, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { roomPaths } from '@/lib/firebase/paths';
import { cahPaths } from '../paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, str } from '@/lib/firebase/values';
import { nameRule, requireText, textRule } from '@/lib/forms/text';
import type { RoomBaseSettings, RoomGameConfig } from '@/lib/rooms/data';
import { mapBank, type Bank } from './bank';
import { mapGame, mapHand, mapMyPlay, mapRoundRecords } from './room';
import { buildDeck, planRefill } from './deck';
import { afterLeave, judge, nextRound, ownersByKey, playProblem, ringLeave, scoreFor, startProblem, type IsActive } from './game';
import type { Random } from '@/lib/random/random';
import {
  DEFAULT_BLANK_CARDS,
  DEFAULT_WIN_POINTS,
  MAX_BLANK_CARDS,
  MAX_WIN_POINTS,
  type CahGame,
  type MyPlay,
  type PlayedCard,
  type Round,
} from './types';
import { getRoomContent, roomContentRead } from '@/lib/rooms/roomContent';

// The mappers live in ./room (the first paint uses them without the SDK).
export { mapGame, mapHand, mapMyPlay, mapRoundRecords };

// ------------------------------------------------------------------------------------ reads

export const gameRead = (code: string): DbRead<CahGame | null> => roomContentRead('cah', code, mapGame);

export const bankRead = (): DbRead<Bank> => valueRead(cahPaths.bank(), mapBank);

/** Only the owner may read it; the rules refuse anyone else. */
export const handRead = (code: string, game: number, uid: string): DbRead<Record<string, string>> =>
  valueRead(cahPaths.hand(code, game, uid), mapHand);

/** The text of one card of the deck: readable by whoever drew it, and by all once played. */
export const deckCardRead = (code: string, game: number, pos: string): DbRead<string | null> =>
  valueRead(cahPaths.deckCard(code, game, pos), (v) => {
    const text = str(asRecord(v)?.text);
    return text || null;
  });

/** The visitor's own play this round (only they can read it while the round is open). */
export const myPlayRead = (code: string, game: number, round: number, uid: string): DbRead<MyPlay | null> =>
  valueRead(cahPaths.roundRecord(code, game, round, uid), mapMyPlay);

/** Who played what this round: the rules refuse it to everyone until the czar has chosen. */
export const roundRecordsRead = (code: string, game: number, round: number): DbRead<Record<string, MyPlay>> =>
  valueRead(cahPaths.roundRecords(code, game, round), mapRoundRecords);

/** How many blank cards the visitor used this game (only they can read it, docs/cah.md). */
export const blanksUsedRead = (code: string, game: number, uid: string): DbRead<number> =>
  valueRead(cahPaths.blanksUsed(code, game, uid), (v) => (typeof v === 'number' ? v : 0));

/** Uids with a phone in the room now (the rooms' presence marks). */
export const presentRead = (code: string): DbRead<string[]> =>
  valueRead(roomPaths.presence('cah', code), (v) =>
    Object.entries(asRecord(v) ?? {})
      .filter(([, connections]) => asRecord(connections) !== null)
      .map(([uid]) => uid),
    'uids',
  );

// ----------------------------------------------------------------------------------- writes

/** What createRoom writes at cah/games/{code} for a new room. */
export function newCahRoom(base: RoomBaseSettings): Record<string, unknown> {
  return {
    settings: {
      ...base,
      blank_cards: DEFAULT_BLANK_CARDS,
      win_points: DEFAULT_WIN_POINTS,
      game_status: 0,
      game_number: 0,
    },
  };
}

export const cahGame: RoomGameConfig = { game: 'cah', title: 'Cah', newRoomContent: newCahRoom };

/** Takes a seat at the table (or changes the name of a seated player). */
export async function joinGame(db: Database, code: string, uid: string, rawName: string, seated: boolean): Promise<void> {
  const name = requireText(rawName, nameRule('navnet ditt'));
  if (seated) {
    await update(ref(db, cahPaths.player(code, uid)), { name });
    return;
  }
  // The count moves with the seat in one update (a server-side increment, so two joining at
  // once both count): the rules let a running game be stopped by a player only when it says
  // two or fewer are left. The newcomer also sits down last in the seat ring, after the tail;
  // if someone else sat down a moment earlier the rules refuse this, so read again and retry.
  for (let attempt = 0; ; attempt++) {
    const tail = (await getRoomContent(db, 'cah', code, cahPaths.ringTail(code))).val() as string | null;
    const tailNext = tail ? ((await getRoomContent(db, 'cah', code, cahPaths.playerField(code, tail, 'next'))).val() as string | null) : null;
    const changes: Record<string, unknown> = {
      [cahPaths.player(code, uid)]: { name, uid, points: 0, blank_cards_used: 0, seat: serverTimestamp(), next: tail ? tailNext : uid },
      [cahPaths.playerCount(code)]: increment(1),
      [cahPaths.ringTail(code)]: uid,
    };
    if (tail) changes[cahPaths.playerField(code, tail, 'next')] = uid;
    try {
      await update(ref(db), changes);
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * Runs `start` unless a run under the same key is still under way on this phone, which the call
 * then joins: the page's first asks (earlySeat.ts) and the live screen may ask for the same write.
 */
function joinUnderWay<T>(runs: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const running = runs.get(key);
  if (running) return running;
  const run = start().finally(() => runs.delete(key));
  runs.set(key, run);
  return run;
}

const seatsUnderWay = new Map<string, Promise<void>>();

/**
 * Takes a seat (joinGame) unless the same phone is already taking one in that room: a name sent
 * from the page's plain box is sent as soon as the room's data is on the phone (earlySeat.ts),
 * and the live form that takes the box over sends it too; the second call joins the first
 * instead of asking for a second seat, which the rules would refuse.
 */
export function takeSeat(db: Database, code: string, uid: string, name: string): Promise<void> {
  return joinUnderWay(seatsUnderWay, `${code}/${uid}`, () => joinGame(db, code, uid, name, false));
}

export type SettingsInput = { name: string; blankCards: number; winPoints: number };

export async function saveSettings(db: Database, code: string, input: SettingsInput): Promise<void> {
  const name = requireText(input.name, nameRule('navnet på spillet'));
  if (!Number.isInteger(input.blankCards) || input.blankCards < 0 || input.blankCards > MAX_BLANK_CARDS) {
    throw new InputError(`Blanke kort må være et helt tall fra 0 til ${MAX_BLANK_CARDS}.`);
  }
  if (!Number.isInteger(input.winPoints) || input.winPoints < 1 || input.winPoints > MAX_WIN_POINTS) {
    throw new InputError(`Poeng for å vinne må være et helt tall fra 1 til ${MAX_WIN_POINTS}.`);
  }
  await update(ref(db), {
    [cahPaths.setting(code, 'name')]: name,
    [cahPaths.setting(code, 'blank_cards')]: input.blankCards,
    [cahPaths.setting(code, 'win_points')]: input.winPoints,
  });
}

/** Shown when a write was refused because the game moved on while it waited (offline). */
export const STALE_TEXT = 'Spillet gikk videre mens du var uten nett, så det du gjorde ble ikke lagret. Nå ser du spillet slik det er.';

/**
 * The state a write is based on, written unchanged beside it: the rules refuse the update when
 * the game (or the round) has moved on, e.g. a write queued offline that arrives late
 * (docs/cah.md «Stale writes»). Leave out the round for a write that replaces the round, whose
 * new number the rules check against the old.
 */
function basedOn(code: string, game: CahGame, withRound: boolean): Record<string, unknown> {
  const guard: Record<string, unknown> = { [cahPaths.setting(code, 'game_number')]: game.settings.gameNumber };
  if (withRound && game.round) guard[`${cahPaths.round(code)}/number`] = game.round.number;
  return guard;
}

/** Sends the update; a refusal because the game moved on since `game` says so in Norwegian. */
async function updateBasedOn(db: Database, code: string, game: CahGame, changes: Record<string, unknown>): Promise<void> {
  try {
    await update(ref(db), changes);
  } catch (error) {
    if (isPermissionDenied(error) && movedOn(game, mapGame((await getRoomContent(db, 'cah', code)).val()))) throw new InputError(STALE_TEXT);
    throw error;
  }
}

/** Whether the game now is past the one a write was based on. */
export function movedOn(before: CahGame, now: CahGame | null): boolean {
  if (!now) return true;
  const a = before.round;
  const b = now.round;
  return now.settings.gameNumber !== before.settings.gameNumber || (a?.number ?? null) !== (b?.number ?? null) || a?.phase !== b?.phase;
}

function roundValue(round: Round): Record<string, unknown> {
  const value: Record<string, unknown> = {
    number: round.number,
    czar: round.czar,
    czar_seat: round.czarSeat,
    black: round.blackId,
    pick: round.pick,
    phase: round.phase,
  };
  if (round.winner) value.winner = round.winner;
  return value;
}

/**
 * Starts a game (or a new one in the same room): a freshly shuffled deck under the next game
 * number, points and blank cards back to 0, the first round. The old game's deck and claims go.
 */
export async function startGame(db: Database, code: string, game: CahGame, bank: Bank, isActive: IsActive, random: Random) {
  const problem = startProblem(game.players);
  if (problem) throw new InputError(problem);
  if (bank.white.length === 0 || bank.black.length === 0) throw new InputError('Kortbanken er tom.');
  const gameNumber = game.settings.gameNumber + 1;
  const first = nextRound({ round: null, players: game.players, usedBlack: {} }, bank.black, isActive, random);
  if (!first) throw new InputError('Klarte ikke å trekke et svart kort.');
  const deck = buildDeck(bank.white, random);
  const changes: Record<string, unknown> = {
    [cahPaths.setting(code, 'game_number')]: gameNumber,
    [cahPaths.setting(code, 'game_status')]: 1,
    [cahPaths.round(code)]: roundValue(first.round),
    [cahPaths.plays(code)]: null,
    [cahPaths.spent(code)]: null,
    [cahPaths.recycled(code)]: null,
    [cahPaths.usedBlack(code)]: { [first.round.blackId]: true },
    [cahPaths.deckPointer(code)]: { next: 0, size: bank.white.length },
    [cahPaths.deck(code, gameNumber)]: Object.fromEntries(Object.entries(deck).map(([pos, text]) => [pos, { text }])),
  };
  if (game.settings.gameNumber > 0) {
    changes[cahPaths.deck(code, game.settings.gameNumber)] = null;
    changes[cahPaths.draws(code, game.settings.gameNumber)] = null;
    changes[cahPaths.gameRecords(code, game.settings.gameNumber)] = null;
    changes[cahPaths.gameBlanks(code, game.settings.gameNumber)] = null;
  }
  for (const p of game.players) {
    changes[cahPaths.playerField(code, p.uid, 'points')] = 0;
    changes[cahPaths.playerField(code, p.uid, 'blank_cards_used')] = 0;
  }
  await update(ref(db), changes);
}

/** Back to «not started» (game_status 0); players and points stay. */
export async function endGame(db: Database, code: string, game: CahGame): Promise<void> {
  await updateBasedOn(db, code, game, {
    ...basedOn(code, game, false),
    [cahPaths.setting(code, 'game_status')]: 0,
    [cahPaths.round(code)]: null,
    [cahPaths.plays(code)]: null,
  });
}

const MAX_DRAW_ATTEMPTS = 6;

const drawsUnderWay = new Map<string, Promise<number>>();

/**
 * Fills the player's own hand up to 10 (drawMissing), unless this phone is already drawing that
 * hand: a new player's first hand is drawn as soon as the seat is taken (earlySeat.ts), and the
 * hand that renders a moment later draws what it finds missing; a second call joins the first,
 * so the hand learns when the cards it shows are the server's.
 */
export function drawCards(db: Database, code: string, gameNumber: number, uid: string, random: Random): Promise<number> {
  return joinUnderWay(drawsUnderWay, `${code}/${gameNumber}/${uid}`, () => drawMissing(db, code, gameNumber, uid, random));
}

/**
 * Claims are write-once and the pointer never moves back, so if another phone drew a moment
 * earlier the update is refused; read the pointer again and retry.
 */
async function drawMissing(db: Database, code: string, gameNumber: number, uid: string, random: Random): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const [gameSnap, handSnap] = await Promise.all([
      getRoomContent(db, 'cah', code),
      get(ref(db, cahPaths.hand(code, gameNumber, uid))),
    ]);
    const game = mapGame(gameSnap.val());
    if (!game || game.settings.status !== 1 || game.settings.gameNumber !== gameNumber) return 0;
    if (!game.players.some((p) => p.uid === uid)) return 0;
    const hand = mapHand(handSnap.val());
    const plan = planRefill(hand, game.spent, game.recycled, game.deck, random);
    if (plan.draws.length === 0) return 0;
    const changes: Record<string, unknown> = {};
    for (const { from, to } of plan.recycle) {
      const text = str(asRecord((await get(ref(db, cahPaths.deckCard(code, gameNumber, from)))).val())?.text);
      changes[cahPaths.deckCard(code, gameNumber, to)] = { text, from };
      changes[cahPaths.recycledCard(code, from)] = to;
    }
    for (const { slot, pos } of plan.draws) {
      changes[cahPaths.draw(code, gameNumber, pos)] = { uid, slot };
      changes[cahPaths.handSlot(code, gameNumber, uid, slot)] = pos;
    }
    changes[cahPaths.deckPointer(code)] = { next: plan.next, size: plan.size };
    try {
      await update(ref(db), changes);
      return plan.draws.length;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt + 1 >= MAX_DRAW_ATTEMPTS) throw error;
      // Another phone drew those positions first (and moved the pointer): read again and retry.
      await new Promise((resolve) => setTimeout(resolve, 50 + random() * 200));
    }
  }
}

/**
 * Plays cards from the hand (and at most one blank card with the player's own text), in one
 * update of two halves: the table gets the texts under a fresh random key, and the player's own
 * hidden record says which key is theirs and which hand slots the cards came from. The rules
 * check the halves against each other, the hand and the deck, and that the record is the
 * player's first this round; nobody but the player can link the two until the czar has chosen.
 */
export async function playCards(
  db: Database,
  code: string,
  game: CahGame,
  uid: string,
  cards: PlayedCard[],
  played = false,
  /** The player's own count of blank cards used (cah/blanks), when the screen has it. */
  blanksUsed: number | null = null,
): Promise<string> {
  const clean = cards.map((c) => ('blank' in c ? { text: requireText(c.text, textRule('teksten på det blanke kortet')), blank: true as const } : c));
  const blankPath = cahPaths.blanksUsed(code, game.settings.gameNumber, uid);
  const hasBlank = clean.some((c) => 'blank' in c);
  const used = hasBlank ? (blanksUsed ?? (((await get(ref(db, blankPath))).val() as number | null) ?? 0)) : 0;
  const problem = playProblem(game, uid, clean, played, used);
  if (problem) throw new InputError(problem);
  const round = game.round as Round;
  const key = push(ref(db, cahPaths.plays(code))).key as string;
  const shown: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = {};
  clean.forEach((c, i) => {
    shown[`c${i}`] = 'blank' in c ? { text: c.text, blank: true } : { text: c.text };
    hidden[`c${i}`] = 'blank' in c ? { blank: true } : { slot: c.slot, pos: c.pos };
  });
  const changes: Record<string, unknown> = {
    [cahPaths.play(code, key)]: { round: round.number, cards: shown },
    [cahPaths.roundRecord(code, game.settings.gameNumber, round.number, uid)]: { key, cards: hidden },
  };
  // The count is the player's own (cah/blanks): a public count rising with the play would name
  // the blank card's author to the czar (docs/cah.md «Anonymous plays»).
  if (hasBlank) changes[blankPath] = used + 1;
  await update(ref(db), changes);
  return key;
}

/** The czar's choice, by the play's key: the round shows its result (the czar cannot know whose). */
export async function pickWinner(db: Database, code: string, game: CahGame, czar: string, key: string): Promise<void> {
  const problem = judge(game, czar, key);
  if (problem) throw new InputError(problem);
  await updateBasedOn(db, code, game, {
    ...basedOn(code, game, true),
    [cahPaths.roundField(code, 'phase')]: 'result',
    [cahPaths.roundField(code, 'winner')]: key,
  });
}

/**
 * After the czar chose, the round's records are readable: the owner of the chosen play gets
 * the point (the game ends at win_points), and every played card goes to the discard pile so
 * hands can refill. Any phone at the table may do it; the first wins (`scored` is write-once)
 * and the others find it done.
 */
export async function scoreRound(db: Database, code: string, game: CahGame, records: Record<string, MyPlay>): Promise<void> {
  const round = game.round;
  if (!round || round.phase !== 'result' || !round.winner || round.scored) return;
  const owner = ownersByKey(records)[round.winner];
  if (!owner) return;
  const changes: Record<string, unknown> = { ...basedOn(code, game, true), [cahPaths.roundField(code, 'scored')]: owner };
  const score = scoreFor(game, owner);
  if (score) {
    changes[cahPaths.playerField(code, owner, 'points')] = score.points;
    if (score.gameOver) changes[cahPaths.setting(code, 'game_status')] = 2;
  }
  for (const [uid, record] of Object.entries(records)) {
    for (const card of record.cards) if ('pos' in card) changes[cahPaths.spentCard(code, card.pos)] = uid;
  }
  try {
    await update(ref(db), changes);
  } catch (error) {
    // Another phone gave the point a moment earlier: nothing is left to do.
    if (isPermissionDenied(error) && (await getRoomContent(db, 'cah', code, cahPaths.roundField(code, 'scored'))).exists()) return;
    if (isPermissionDenied(error) && movedOn(game, mapGame((await getRoomContent(db, 'cah', code)).val()))) throw new InputError(STALE_TEXT);
    throw error;
  }
}

/**
 * The next round: after the winner was shown, or to pass over a czar who left or went idle
 * (the plays of that round are cleared, and their cards never left the hands).
 */
export async function startNextRound(db: Database, code: string, game: CahGame, bank: Bank, isActive: IsActive, random: Random) {
  const next = nextRound(game, bank.black, isActive, random);
  if (!next) throw new InputError('Klarte ikke å starte neste runde.');
  await updateBasedOn(db, code, game, {
    ...basedOn(code, game, false),
    [cahPaths.round(code)]: roundValue(next.round),
    [cahPaths.plays(code)]: null,
    [next.resetUsedBlack ? cahPaths.usedBlack(code) : cahPaths.usedBlackCard(code, next.round.blackId)]: next.resetUsedBlack
      ? { [next.round.blackId]: true }
      : true,
  });
}

/**
 * A player leaves (or the creator removes them). If the czar leaves mid-round the role passes
 * on and the plays are returned; with fewer than 3 left the game stops.
 */
export async function leaveGame(
  db: Database,
  code: string,
  game: CahGame,
  leaver: string,
  bank: Bank,
  isActive: IsActive,
  random: Random,
  /** The key of the leaver's own play this round, when they leave by themselves: it goes too. */
  ownPlayKey: string | null = null,
): Promise<void> {
  const changes: Record<string, unknown> = { [cahPaths.player(code, leaver)]: null, [cahPaths.playerCount(code)]: increment(-1) };
  if (ownPlayKey) changes[cahPaths.play(code, ownPlayKey)] = null;
  // Close the seat ring over the leaver (the rules check it, naming the seat before in `unlinked`).
  const ring = ringLeave(game, leaver);
  if (ring.prev && ring.prevNext) {
    changes[cahPaths.playerField(code, ring.prev, 'next')] = ring.prevNext;
    changes[cahPaths.unlinked(code)] = ring.prev;
  }
  if (game.ringTail === leaver) changes[cahPaths.ringTail(code)] = ring.tail;
  // A czar leaving after choosing: the finished round passes to the seat before, so the next
  // czar is still the one after the leaver.
  const prevPlayer = game.players.find((p) => p.uid === ring.prev);
  if (game.round?.czar === leaver && game.round.phase === 'result' && prevPlayer) {
    Object.assign(changes, basedOn(code, game, true));
    changes[cahPaths.roundField(code, 'czar')] = prevPlayer.uid;
    changes[cahPaths.roundField(code, 'czar_seat')] = prevPlayer.seat;
  }
  const next = afterLeave(game, leaver);
  if (next.kind !== 'continue') Object.assign(changes, basedOn(code, game, false));
  if (next.kind === 'stop') {
    changes[cahPaths.setting(code, 'game_status')] = 0;
    changes[cahPaths.round(code)] = null;
    changes[cahPaths.plays(code)] = null;
  } else if (next.kind === 'new-round') {
    const remaining = { ...game, players: game.players.filter((p) => p.uid !== leaver) };
    const round = nextRound(remaining, bank.black, isActive, random);
    if (round) {
      changes[cahPaths.round(code)] = roundValue(round.round);
      changes[cahPaths.plays(code)] = null;
      changes[cahPaths.usedBlackCard(code, round.round.blackId)] = true;
    }
  }
  await updateBasedOn(db, code, game, changes);
}
