// A Proost room mapped from its stored value. Kept apart from the data module (which needs the
// database SDK) because the room's first paint maps its REST snapshot with it before any SDK loads.
import { asRecord, bool, entries, num, str } from '@/lib/firebase/values';
import { DEFAULT_CARD_COLOR } from './color';
import { fillNames } from './draw';
import { isQuestionType, type Card, type HistoryCard, type Player, type ProostRoom, type ProostSettings, type Question } from './types';

export const EMPTY_POOL_TEXT = 'Det finnes ingen spørsmål, legg til noen da vell';

function mapSettings(value: unknown): ProostSettings | null {
  const s = asRecord(value);
  if (!s) return null;
  return {
    name: str(s.name),
    private: bool(s.private),
    createdBy: str(s.created_by),
    allow_entries: bool(s.allow_entries),
    allow_new_players: bool(s.allow_new_players),
    allow_screen_tap: bool(s.allow_screen_tap),
  };
}

function mapQuestion(key: string, value: unknown): Question | null {
  const q = asRecord(value);
  if (!q || typeof q.text !== 'string' || !q.text || !isQuestionType(q.type)) return null;
  return { key, text: q.text, by: str(q.by), type: q.type };
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

/**
 * The card on show: an old card (SPEC's shape) by its own text; a new one built from its stored
 * question and names. A card whose question has since been deleted shows nothing.
 */
function mapCard(value: unknown, questions: readonly Question[]): Card | null {
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
  const question = questions.find((q) => q.key === base.question);
  if (!question) return null;
  return { ...base, text: fillNames(question.text, cardNames(c.names)), type: question.type };
}

/** The timeline's entries that map to a card, oldest first. */
function mapHistory(value: unknown, questions: readonly Question[]): HistoryCard[] {
  const slots = asRecord(value);
  if (!slots) return [];
  const out: HistoryCard[] = [];
  for (const entry of Object.values(slots)) {
    const seq = asRecord(entry)?.seq;
    const card = mapCard(entry, questions);
    if (card && typeof seq === 'number' && Number.isInteger(seq)) out.push({ ...card, seq });
  }
  return out.sort((a, b) => a.seq - b.seq);
}

/** Null when the room has no contents (it does not exist). */
export function mapProostRoom(value: unknown): ProostRoom | null {
  const room = asRecord(value);
  const settings = mapSettings(room?.settings);
  if (!room || !settings) return null;
  const questions = entries(room.questions, mapQuestion);
  const seq = asRecord(room.card)?.seq;
  return {
    settings,
    questions,
    players: entries(room.players, mapPlayer),
    card: mapCard(room.card, questions),
    cardSeq: typeof seq === 'number' && Number.isInteger(seq) ? seq : 0,
    history: mapHistory(room.history, questions),
    drawn: new Set(Object.keys(asRecord(room.drawn) ?? {})),
  };
}
