// How Cah's black cards mark a gap: content of the deck (content/cahCards.ts) that the game's
// code reads too, so it lives with the content, below the app (docs/architecture.md).

/** Marks a gap in a black card's text. */
export const BLANK = '____';
