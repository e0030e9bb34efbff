import type { FormPaint, RefusedPaint } from '@/lib/rooms/snapshot';
import { CONNECTING_TEXT } from '@/lib/rooms/texts';
import { earlyFieldFormMarkup, takeEarlyField, wireEarlyField, type EarlyField, type EarlyFieldTexts } from '@/components/rooms/earlyField';
import { checkText, nameRule } from '@/lib/forms/text';
import { JOIN_NAME_LABEL } from '@/features/cah/lib/texts';
import { seatNoteKey } from '@/lib/rooms/seatNote';

// A guest who opens a Cah room's link must type a name to take a seat, and that box must take
// typing as soon as the card is on screen, not after sign-in, the database SDK and MUI
// (docs/rooms.md, "How a room page loads", step 3). The page's inline script paints this plain
// form below the card once the room's read is back; JoinGameForm takes over what was typed (and
// sends it if it was sent) in the commit that drops the first paint. `paintJoinForm` and the
// wiring (components/rooms/earlyField.ts) are inlined into the page as text, so they use nothing
// but their arguments and the browser's globals.

export type JoinFormArgs = EarlyFieldTexts & {
  /** The form's markup (earlyFieldFormMarkup), the same in every room: made when the page is built. */
  html: string;
  /** localStorage key prefix (the room code follows): this phone has a seat in that room. */
  seatKey: string;
};

/** Where the live room notes that this phone has a seat, so its next visit paints no name box. */
export const SEAT_KEY = seatNoteKey('cah');

/** The form's markup, or '' when this phone already sits at the table. */
export function paintJoinForm(a: JoinFormArgs, id: string): string {
  try {
    if (window.localStorage.getItem(a.seatKey + id)) return '';
  } catch {
    // Storage switched off: paint the box; the live screen drops it if there is a seat.
  }
  return a.html;
}

// The live form's own message for an empty name, so the early one says the same.
const EMPTY_NAME = (() => {
  const check = checkText('', nameRule('navnet ditt'));
  return check.ok ? '' : check.message;
})();

/** What the inline script and RoomFirstPaint need to paint and wire the name box. */
export function cahEarlyJoin(): FormPaint<JoinFormArgs> & Pick<RefusedPaint<JoinFormArgs>, 'wire'> {
  return {
    paint: paintJoinForm,
    wire: wireEarlyField,
    args: {
      html: earlyFieldFormMarkup({
        marker: 'data-early-join',
        id: 'early-join-name',
        title: 'Bli med i spillet',
        label: JOIN_NAME_LABEL,
        submit: 'Bli med',
        autocomplete: 'nickname',
      }),
      seatKey: SEAT_KEY,
      connecting: CONNECTING_TEXT,
      empty: EMPTY_NAME,
    },
  };
}

/** Where the page's plain name box is (earlyFieldFormMarkup's `marker`). */
export const EARLY_JOIN = '[data-early-join]';

/** What the guest did with the painted name box before the live form came: taken over by it. */
export function takeEarlyJoin(doc: Document = document): EarlyField | null {
  return takeEarlyField(EARLY_JOIN, doc);
}
