// Proost's data as the screens use it (SPEC.md §3), mapped from the database in data.ts.

export const QUESTION_TYPES = ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SWITCHES = ['allow_entries', 'allow_new_players', 'allow_screen_tap', 'allow_invited'] as const;
export type ProostSwitch = (typeof SWITCHES)[number];

export type ProostSettings = {
  name: string;
  private: boolean;
  createdBy: string;
} & Record<ProostSwitch, boolean>;

/**
 * A question the room may draw, as every member sees it: its text may be hidden,
 * but its author, type and @spiller count are not. `old`: stored in SPEC's shape (questions/),
 * text and all readable by members.
 */
export type PoolEntry = { key: string; by: string; type: QuestionType; players: number; old?: boolean };
/** A question whose text this phone may read (the host: all; a guest: their own; SPEC's shape: all). */
export type Question = { key: string; text: string; by: string; type: QuestionType; players?: number; old?: boolean };
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
  /** Every question the room may draw (its count is the deck's size). */
  pool: PoolEntry[];
  /** The questions whose text this phone may read, for the list. */
  questions: Question[];
  players: Player[];
  card: Card | null;
  /** The stored card's draw count (0 before the first draw or on an old card): the next draw is this + 1. */
  cardSeq: number;
  /** The last draws, oldest first (at most HISTORY_SIZE; none in a room from before the timeline). */
  history: HistoryCard[];
  /** Deck questions a draw has revealed (their texts are readable to the room from then on). */
  revealed: Set<string>;
  /** Deck questions whose text has been copied into the room (shown/{key}). */
  shown: Set<string>;
  /** Questions drawn since the pool was last used up. */
  drawn: Set<string>;
};

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}
