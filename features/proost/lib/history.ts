// The card timeline (docs/rooms.md §Proost's card timeline): every draw is kept, the last
// HISTORY_SIZE of them, in slot 's' + seq % HISTORY_SIZE of proost/{code}/history. The rules
// (features/proost/rules.ts) compute the same slot, so the timeline can never grow past it.

export const HISTORY_SIZE = 50;

/** The slot a draw's entry goes to. */
export function historyKey(seq: number): string {
  return `s${seq % HISTORY_SIZE}`;
}

/** «Mens du var borte: 3 kort» */
export function missedText(count: number): string {
  return `Mens du var borte: ${count} kort`;
}
