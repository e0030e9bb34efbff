// A Proost room mapped from its stored value. Kept apart from the data module (which needs the
// database SDK) because the room's first paint maps its REST snapshot with it before any SDK loads.
import { asRecord, bool, entries, num, str } from '@/lib/firebase/values';
import { DEFAULT_CARD_COLOR } from './color';
import { countPlayers, fillNames } from './draw';
import { isQuestionType, type Card, type HistoryCard, type Player, type PoolEntry, type ProostRoom, type ProostSettings, type Question } from './types';

export const EMPTY_POOL_TEXT = 'Det finnes ingen spørsmål, legg til noen da vell';

/** The settings the first-painted card reads (ProostCardRoom); mapSettings adds the rest. */
function mapCardSettings(s: Record<string, unknown>): ProostCardRoom['settings'] {
  return { name: str(s.name), allow_screen_tap: bool(s.allow_screen_tap) };
}

function mapSettings(s: Record<string, unknown>): ProostSettings {
  return {
    ...mapCardSettings(s),
    private: bool(s.private),
    createdBy: str(s.created_by),
    allow_entries: bool(s.allow_entries),
    allow_new_players: bool(s.allow_new_players),
    // On unless the host switched it off (a room from before the switch has none: on).
    allow_invited: s.allow_invited !== false,
  };
}

/** What the card reads of a question of SPEC's shape (questions/{key}); null for no question. */
type QuestionText = Pick<Question, 'key' | 'text' | 'type'>;

function mapQuestionText(key: string, value: unknown): QuestionText | null {
  const q = asRecord(value);
  if (!q || typeof q.text !== 'string' || !q.text || !isQuestionType(q.type)) return null;
  return { key, text: q.text, type: q.type };
}

/** A question of SPEC's shape (questions/{key}, text and all readable by members). */
function mapQuestion(key: string, value: unknown): Question | null {
  const q = mapQuestionText(key, value);
  return q && { ...q, by: str(asRecord(value)!.by), players: countPlayers(q.text), old: true };
}

/** What the card reads of a deck index entry: its key and type; null for no entry. */
function mapDeckKey(key: string, value: unknown): Pick<PoolEntry, 'key' | 'type'> | null {
  const d = asRecord(value);
  return d && isQuestionType(d.type) ? { key, type: d.type } : null;
}

/** A deck index entry (deck/{key}: by, type, players; its text is apart, in proostDeck). */
function mapDeckEntry(key: string, value: unknown): PoolEntry | null {
  const entry = mapDeckKey(key, value);
  if (!entry) return null;
  const d = asRecord(value)!;
  const players = typeof d.players === 'number' && Number.isInteger(d.players) && d.players >= 0 ? d.players : 0;
  return { ...entry, by: str(d.by), players };
}

/** A text of the deck (proostDeck/{code}/{key}), as the host or its author reads it. */
function mapDeckText(value: unknown): string | null {
  const t = asRecord(value);
  return t && typeof t.text === 'string' && t.text ? t.text : null;
}

function mapPlayer(key: string, value: unknown): Player | null {
  const p = asRecord(value);
  if (!p || typeof p.name !== 'string' || !p.name) return null;
  return { key, name: p.name, addedBy: str(p.added_by) };
}

/** The names drawn for a card's @spiller, in order ({0: {id, name}, …}, stored as a list). */
function cardNames(value: unknown): (string | undefined)[] {
  const names = asRecord(value);
  if (!names) return [];
  const out: (string | undefined)[] = [];
  for (const i of Object.keys(names)) {
    const name = asRecord(names[i])?.name;
    if (/^[0-9]{1,2}$/.test(i) && typeof name === 'string') out[Number(i)] = name;
  }
  return Array.from(out);
}

/** Where a card's question text comes from: the room's shown texts, then what this phone reads. */
type TextOf = (key: string) => { text: string; type: string } | null;

/** Shown while a drawn deck question's text is on its way (the drawer copies it in: shown/). */
export const PENDING_TEXT = '…';

/**
 * The card on show: an old card (SPEC's shape) by its own text; a new one built from its
 * question's text and names. A card whose question has since been deleted, and whose text was
 * never shown, shows nothing.
 */
function mapCard(value: unknown, textOf: TextOf, pending: (key: string) => boolean): Card | null {
  const c = asRecord(value);
  if (!c) return null;
  const color = str(c.color);
  const base = {
    question: str(c.question),
    color: /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_CARD_COLOR,
    drawnBy: str(c.drawn_by),
    at: num(c.at),
  };
  if (typeof c.text === 'string') return { ...base, text: c.text, type: str(c.type) };
  const question = textOf(base.question);
  if (question) return { ...base, text: fillNames(question.text, cardNames(c.names)), type: question.type || str(c.type) };
  if (pending(base.question)) return { ...base, text: PENDING_TEXT, type: str(c.type) };
  return null;
}

/** The timeline's entries that map to a card, oldest first. */
function mapHistory(value: unknown, textOf: TextOf, pending: (key: string) => boolean): HistoryCard[] {
  const slots = asRecord(value);
  if (!slots) return [];
  const out: HistoryCard[] = [];
  for (const entry of Object.values(slots)) {
    const seq = asRecord(entry)?.seq;
    const card = mapCard(entry, textOf, pending);
    if (card && typeof seq === 'number' && Number.isInteger(seq)) out.push({ ...card, seq });
  }
  return out.sort((a, b) => a.seq - b.seq);
}

/**
 * What a room's first-painted card shows (ProostCard, CardFace): the part of ProostRoom the card
 * reads, all the room's first paint maps (its inline painter carries no more of the mapper,
 * docs/rooms.md "The card's painter, generated").
 */
export type ProostCardRoom = {
  settings: Pick<ProostSettings, 'name' | 'allow_screen_tap'>;
  /** As many entries as the room's pool (the card reads whether it is empty). */
  pool: readonly unknown[];
  card: Card | null;
  cardSeq: number;
};

/**
 * The room's questions and card, the part of mapProostRoom the first-painted card needs: the
 * inline painter bundles this much of the mapper, not the rest (docs/rooms.md "The card's
 * painter, generated").
 */
function mapCore(value: unknown, readable?: () => Question[]) {
  const room = asRecord(value);
  const s = asRecord(room?.settings);
  if (!room || !s) return null;
  const old = entries(room.questions, mapQuestionText);
  const deck = entries(room.deck, mapDeckKey);
  // The deck texts this phone reads (the live room's; the first paint reads none).
  const known = readable?.() ?? [];
  const shown = asRecord(room.shown) ?? {};
  const revealed = asRecord(room.revealed) ?? {};
  const textOf: TextOf = (key) => {
    const q = old.find((o) => o.key === key) ?? known.find((k) => k.key === key);
    if (q) return q;
    const entry = deck.find((d) => d.key === key);
    const text = shown[key];
    return typeof text === 'string' && text ? { text, type: entry?.type ?? '' } : null;
  };
  const pending = (key: string) => revealed[key] === true && deck.some((d) => d.key === key);
  const seq = asRecord(room.card)?.seq;
  const card: ProostCardRoom = {
    settings: mapCardSettings(s),
    pool: [...old, ...deck],
    card: mapCard(room.card, textOf, pending),
    cardSeq: typeof seq === 'number' && Number.isInteger(seq) ? seq : 0,
  };
  return { room, s, card, shown, revealed, textOf, pending };
}

/** The first-painted card's part of a room (mapProostRoom's); null when the room does not exist. */
export function mapProostCard(value: unknown): ProostCardRoom | null {
  return mapCore(value)?.card ?? null;
}

/**
 * Null when the room has no contents (it does not exist). `texts` is what this phone reads of
 * the deck's texts (proostDeck/{code}: all of it for the host, a guest's own questions), keyed
 * by question.
 */
export function mapProostRoom(value: unknown, texts: Readonly<Record<string, unknown>> | null = null): ProostRoom | null {
  const stored = asRecord(value);
  const old = entries(stored?.questions, mapQuestion);
  const deck = entries(stored?.deck, mapDeckEntry);
  const known: Question[] = [];
  for (const entry of deck) {
    const text = texts ? mapDeckText(texts[entry.key]) : null;
    if (text) known.push({ ...entry, text });
  }
  const core = mapCore(value, () => known);
  if (!core) return null;
  const { room, s, card, shown, revealed, textOf, pending } = core;
  return {
    ...card,
    settings: mapSettings(s),
    pool: [...old.map((q): PoolEntry => ({ key: q.key, by: q.by, type: q.type, players: q.players ?? 0, old: true })), ...deck],
    questions: [...old, ...known],
    players: entries(room.players, mapPlayer),
    history: mapHistory(room.history, textOf, pending),
    revealed: new Set(Object.keys(revealed).filter((key) => revealed[key] === true)),
    shown: new Set(Object.keys(shown).filter((key) => typeof shown[key] === 'string')),
    drawn: new Set(Object.keys(asRecord(room.drawn) ?? {})),
  };
}
