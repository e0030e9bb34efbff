import { plainAlertMarkup } from '@/components/ui/plainAlertMarkup';
import { ROOM_FULL_TEXT } from '@/features/battleshots/lib/seatTexts';
import type { FormPaint } from '@/lib/rooms/snapshot';
import { seatNoteKey } from '@/lib/rooms/seatNote';

// A full room is what most guests who open a Battleshots link meet: two players sit, the rest
// watch. The live room says so below the status card; painted from the REST read instead, the
// notice is on screen with the card rather than after sign-in, the database SDK and the room's
// first live render (docs/rooms.md "How a room page loads", step 3; it was the page's largest
// paint, docs/performance.md). `paintFullNotice` is inlined into the page as text, so it uses
// nothing but its arguments and the browser's globals.

export type FullNoticeArgs = {
  /** The notice's markup (PlainAlert's), the same in every room: made when the page is built. */
  html: string;
  /** localStorage key prefix (the room code follows): this phone has a seat in that room. */
  seatKey: string;
};

/** The notice's markup when the room's second seat is taken and this phone has neither; else ''. */
export function paintFullNotice(a: FullNoticeArgs, id: string, value: unknown): string {
  // The stored room names its challenger once the second seat is taken (mapStatusRoom).
  const challenger = value && typeof value === 'object' ? (value as { challenger?: unknown }).challenger : null;
  if (typeof challenger !== 'string' || !challenger) return '';
  try {
    if (window.localStorage.getItem(a.seatKey + id)) return '';
  } catch {
    // Storage switched off: paint the notice; the live room drops it for a player.
  }
  return a.html;
}

/** What the inline script and RoomFirstPaint need to paint the notice below the card. */
export function battleshotsEarlyNotice(): FormPaint<FullNoticeArgs> {
  return {
    paint: paintFullNotice,
    wire: null,
    args: { html: plainAlertMarkup('info', ROOM_FULL_TEXT, 'status'), seatKey: seatNoteKey('battleshots') },
  };
}
