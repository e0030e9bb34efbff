// A tap on the first-painted card is kept until the live screen sends it (lib/browser/earlyTaps.ts).
// Its key names the room and the seq of the card it was made on, so the draw it becomes is based
// on that card: the rules refuse it if another phone drew meanwhile.

export const EARLY_TAP_GAME = 'proost/';

/** An early tap on a card another phone replaced before this one was live: nothing is drawn. */
export const EARLY_STALE_DRAW_TEXT = 'Noen trakk et nytt kort før telefonen din var tilkoblet. Her er kortet som gjelder nå.';

/** The start of every kept tap's key in a room: the live screen takes the tap by it. */
export function proostEarlyTapPrefix(code: string): string {
  return `${EARLY_TAP_GAME}${code}@`;
}

export function proostEarlyTapKey(code: string, seq: number): string {
  return `${proostEarlyTapPrefix(code)}${seq}`;
}

/** The card's seq a kept tap was made on; null for a key that is not one. */
export function earlyTapSeq(rest: string): number | null {
  return /^[0-9]{1,9}$/.test(rest) ? Number(rest) : null;
}
