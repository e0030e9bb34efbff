// A phone's note that it holds a seat in a room, kept in localStorage by the live room so that the
// next visit's first paint (docs/rooms.md "How a room page loads", step 3) paints what a phone
// without a seat meets — Cah's name box, Battleshots' «room is full» — only on such a phone. The
// first paint's functions are inlined as text and cannot import this module: they get the key as
// an argument (seatNoteKey) and read it themselves.
import type { RoomGame } from '@/lib/firebase/paths';

/** The localStorage key prefix of `game`'s seat notes; the room's code follows it. */
export function seatNoteKey(game: RoomGame): string {
  return `portalen:${game}-seat:`;
}

/** Notes whether this phone sits in `game`'s room `code`, for the next visit's first paint. */
export function rememberSeat(game: RoomGame, code: string, seated: boolean): void {
  try {
    if (seated) window.localStorage.setItem(seatNoteKey(game) + code, '1');
    else window.localStorage.removeItem(seatNoteKey(game) + code);
  } catch {
    // A full or disabled storage only costs the next visit a first paint that the live room drops.
  }
}

/** Whether this phone noted a seat in `game`'s room `code` on an earlier visit (rememberSeat). */
export function notedSeat(game: RoomGame, code: string): boolean {
  try {
    return window.localStorage.getItem(seatNoteKey(game) + code) !== null;
  } catch {
    return false;
  }
}
