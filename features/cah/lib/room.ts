// A Cah game mapped from its stored value, and what the table's black card shows. Kept apart
// from the data module (which needs the database SDK) because the room's first paint maps its
// REST snapshot with it before any SDK loads.
import { asRecord, num, str } from '@/lib/firebase/values';
import { SLOTS } from './game';
import { BLANK } from './texts';
import { DEFAULT_BLANK_CARDS, DEFAULT_WIN_POINTS, type BlackCard, type CahGame, type CahPlayer, type GameStatus, type MyPlay, type Play, type Round } from './types';

/** A player's name where the stored one is missing. */
export const UNNAMED_PLAYER = 'Spiller';

function mapPlayer(uid: string, value: unknown): CahPlayer | null {
  const p = asRecord(value);
  if (!p) return null;
  return {
    uid,
    name: str(p.name, UNNAMED_PLAYER),
    points: num(p.points),
    blankCardsUsed: num(p.blank_cards_used),
    seat: num(p.seat),
    ...(typeof p.next === 'string' ? { next: p.next } : {}),
  };
}

function mapRound(value: unknown): Round | null {
  const r = asRecord(value);
  if (!r) return null;
  const czar = str(r.czar);
  const blackId = str(r.black);
  if (!czar || !blackId) return null;
  return {
    number: num(r.number, 1),
    czar,
    czarSeat: num(r.czar_seat),
    blackId,
    pick: num(r.pick) === 2 ? 2 : 1,
    phase: r.phase === 'result' ? 'result' : 'playing',
    winner: typeof r.winner === 'string' ? r.winner : null,
    scored: typeof r.scored === 'string' ? r.scored : null,
  };
}

function mapPlay(key: string, value: unknown): Play | null {
  const p = asRecord(value);
  const cards = asRecord(p?.cards);
  if (!p || !cards) return null;
  const played: Play['cards'] = [];
  for (const slot of ['c0', 'c1']) {
    const c = asRecord(cards[slot]);
    if (!c) continue;
    played.push(c.blank === true ? { text: str(c.text), blank: true } : { text: str(c.text) });
  }
  return { key, round: num(p.round), cards: played };
}

/** A player's hidden record of their play in one round, or null when they have not played. */
export function mapMyPlay(value: unknown): MyPlay | null {
  const p = asRecord(value);
  const cards = asRecord(p?.cards);
  const key = str(p?.key);
  if (!key || !cards) return null;
  const out: MyPlay['cards'] = [];
  for (const slot of ['c0', 'c1']) {
    const c = asRecord(cards[slot]);
    if (!c) continue;
    out.push(c.blank === true ? { blank: true } : { slot: str(c.slot), pos: str(c.pos) });
  }
  return { key, cards: out };
}

/** Every player's record for one round (readable once its result is in): uid → record. */
export function mapRoundRecords(value: unknown): Record<string, MyPlay> {
  const out: Record<string, MyPlay> = {};
  for (const [uid, v] of Object.entries(asRecord(value) ?? {})) {
    const record = mapMyPlay(v);
    if (record) out[uid] = record;
  }
  return out;
}

function flags(value: unknown): Record<string, true> {
  const out: Record<string, true> = {};
  for (const key of Object.keys(asRecord(value) ?? {})) out[key] = true;
  return out;
}

function strings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(asRecord(value) ?? {})) if (typeof v === 'string') out[key] = v;
  return out;
}

/**
 * The part of a game the table's card reads (tableCard, and the header's name): all the room's
 * first paint maps (mapTableGame), so its inline painter carries no more of the mapper
 * (docs/rooms.md "The card's painter, generated").
 */
export type TableGame = Pick<CahGame, 'players' | 'round' | 'plays'> & { settings: Pick<CahGame['settings'], 'name' | 'status'> };

/** The game's stored value and the part the table's card reads; null when the room has no game. */
function mapTableCore(value: unknown) {
  const g = asRecord(value);
  const s = asRecord(g?.settings);
  if (!g || !s) return null;
  const status = num(s.game_status);
  const table: TableGame = {
    settings: { name: str(s.name), status: (status === 1 || status === 2 ? status : 0) as GameStatus },
    players: Object.entries(asRecord(g.players) ?? {}).flatMap(([uid, v]) => mapPlayer(uid, v) ?? []),
    round: mapRound(g.round),
    plays: Object.entries(asRecord(g.selected_cards) ?? {}).flatMap(([key, v]) => mapPlay(key, v) ?? []),
  };
  return { g, s, table };
}

/** What the table's card reads of a room's game (the first-painted card's mapper); null without a game. */
export function mapTableGame(value: unknown): TableGame | null {
  return mapTableCore(value)?.table ?? null;
}

/** A room's game, or null when the room has no Cah game (missing or not readable yet). */
export function mapGame(value: unknown): CahGame | null {
  const core = mapTableCore(value);
  if (!core) return null;
  const { g, s, table } = core;
  const deck = asRecord(g.deck);
  return {
    ...table,
    settings: {
      ...table.settings,
      blankCards: num(s.blank_cards, DEFAULT_BLANK_CARDS),
      winPoints: num(s.win_points, DEFAULT_WIN_POINTS),
      createdBy: str(s.created_by),
      gameNumber: num(s.game_number),
    },
    spent: strings(g.spent),
    recycled: flags(g.recycled),
    usedBlack: flags(g.used_black),
    deck: { next: num(deck?.next), size: num(deck?.size) },
    ringTail: str(g.ring_tail) || null,
  };
}

/** Slot → deck position of a hand. */
export function mapHand(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const record = asRecord(value) ?? {};
  for (const slot of SLOTS) if (typeof record[slot] === 'string') out[slot] = record[slot] as string;
  return out;
}

// ------------------------------------------------------------------------------ table card

export const WAITING_FOR_START_TEXT = 'Venter på at spillet starter';
export const GAME_OVER_TEXT = 'Spillet er over';

/** One piece of the black card's sentence: its own words, or a gap (filled with an answer once known). */
export type CardPart = { text: string } | { gap: true; answer: string | null };

/**
 * What the black card on the table shows to everyone in the room (seated or not): the current
 * round's card (with the winning answers in its gaps once the czar has chosen, and after the game
 * the last winning card), or what the room waits for.
 */
export type TableCard =
  | {
      kind: 'black';
      parts: CardPart[];
      /** The winning answers for a card without a gap: shown under the question. */
      trailing: string | null;
      pick: 1 | 2;
      round: number;
      /** The czar's uid and name (null when the czar has left the table). */
      czar: string;
      czarName: string | null;
    }
  | { kind: 'note'; text: string };

/** A card's text inside a sentence: no full stop of its own. */
function stripEnd(text: string): string {
  return text.replace(/[.!]+$/, '');
}

/** The sentence of a black card, with `answers` (if any) filling its gaps in order. */
export function cardParts(text: string, answers: readonly string[] | null): CardPart[] {
  const pieces = text.split(BLANK);
  const parts: CardPart[] = [];
  pieces.forEach((piece, i) => {
    if (piece) parts.push({ text: piece });
    if (i < pieces.length - 1) {
      const answer = answers?.[i];
      parts.push({ gap: true, answer: answer ? stripEnd(answer) : null });
    }
  });
  return parts;
}

export function tableCard(game: TableGame, black: readonly BlackCard[]): TableCard {
  const { round, settings } = game;
  const running = settings.status === 1 && round !== null;
  const winning = round?.winner ? game.plays.find((p) => p.key === round.winner && p.round === round.number) : undefined;
  const finished = settings.status === 2 && round !== null && winning !== undefined;
  if (!round || !(running || finished)) {
    return { kind: 'note', text: settings.status === 2 ? GAME_OVER_TEXT : WAITING_FOR_START_TEXT };
  }
  const card = black.find((b) => b.id === round.blackId);
  const answers = (finished || round.phase === 'result') && winning ? winning.cards.map((c) => c.text) : null;
  const text = card?.text ?? '…';
  return {
    kind: 'black',
    parts: cardParts(text, answers),
    trailing: answers && !text.includes(BLANK) ? answers.join(' / ') : null,
    pick: round.pick,
    round: round.number,
    czar: round.czar,
    czarName: game.players.find((p) => p.uid === round.czar)?.name ?? null,
  };
}
