// A Proost room mapped from its stored value. Kept apart from the data module (which needs the
// database SDK) because the room's first paint maps its REST snapshot with it before any SDK loads.
import { asRecord, bool, entries, num, str } from '@/lib/firebase/values';
import { DEFAULT_CARD_COLOR } from './color';
import { isQuestionType, type Card, type Player, type ProostRoom, type ProostSettings, type Question } from './types';

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

function mapCard(value: unknown): Card | null {
  const c = asRecord(value);
  if (!c || typeof c.text !== 'string') return null;
  const color = str(c.color);
  return {
    text: c.text,
    type: str(c.type),
    question: str(c.question),
    color: /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_CARD_COLOR,
    drawnBy: str(c.drawn_by),
    at: num(c.at),
  };
}

/** Null when the room has no contents (it does not exist). */
export function mapProostRoom(value: unknown): ProostRoom | null {
  const room = asRecord(value);
  const settings = mapSettings(room?.settings);
  if (!room || !settings) return null;
  return {
    settings,
    questions: entries(room.questions, mapQuestion),
    players: entries(room.players, mapPlayer),
    card: mapCard(room.card),
    drawn: new Set(Object.keys(asRecord(room.drawn) ?? {})),
  };
}
