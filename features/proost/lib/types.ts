// Proost's data as the screens use it (SPEC.md §3), mapped from the database in data.ts.

export const QUESTION_TYPES = ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SWITCHES = ['allow_entries', 'allow_new_players', 'allow_screen_tap'] as const;
export type ProostSwitch = (typeof SWITCHES)[number];

export type ProostSettings = {
  name: string;
  private: boolean;
  createdBy: string;
} & Record<ProostSwitch, boolean>;

export type Question = { key: string; text: string; by: string; type: QuestionType };
export type Player = { key: string; name: string; addedBy: string };

/**
 * The card every phone in the room shows. `text` is built from the stored question and the names
 * drawn for it; a card from before that (SPEC's shape) carries its own text.
 */
export type Card = { text: string; type: string; question: string; color: string; drawnBy: string; at: number };

/** A draw in the room's timeline (lib/history.ts), with its draw count. */
export type HistoryCard = Card & { seq: number };

export type ProostRoom = {
  settings: ProostSettings;
  questions: Question[];
  players: Player[];
  card: Card | null;
  /** The stored card's draw count (0 before the first draw or on an old card): the next draw is this + 1. */
  cardSeq: number;
  /** The last draws, oldest first (at most HISTORY_SIZE; none in a room from before the timeline). */
  history: HistoryCard[];
  /** Questions drawn since the pool was last used up. */
  drawn: Set<string>;
};

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}
