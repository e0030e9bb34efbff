import { earlyFieldFormMarkup, takeEarlyField, wireEarlyField, type EarlyField, type EarlyFieldTexts } from '@/components/rooms/earlyField';
import { plainAlertMarkup } from '@/components/ui/plainAlertMarkup';
import { ROOM_FULL_TEXT, SEAT_CLOSED_TEXT } from '@/features/battleshots/lib/seatTexts';
import { checkText, nameRule } from '@/lib/forms/text';
import { CONNECTING_TEXT } from '@/lib/rooms/texts';
import type { FormPaint } from '@/lib/rooms/snapshot';
import { seatNoteKey } from '@/lib/rooms/seatNote';

// What a phone without a seat meets below a Battleshots room's status card: most guests find
// both seats taken, and the host's invited guest finds the second seat free and a name box to
// take it with. The live room says the same after sign-in, the database SDK and its first render;
// painted from the REST read, it is on screen with the card and the box takes typing at once
// (docs/rooms.md "How a room page loads", step 3). SeatForm takes over what was typed and sends a
// kept «Ta plass». `paintSeat` is inlined into the page as text, so it uses nothing but its
// arguments and the browser's globals.

export type SeatPaintArgs = EarlyFieldTexts & {
  /** The notices' and the form's markup (PlainAlert's, earlyFieldFormMarkup's): made when the page is built. */
  full: string;
  closed: string;
  /** The form, with `host` where the host's name goes. */
  form: string;
  host: string;
  /** Who the form challenges when the host has no name yet. */
  nameless: string;
  /** localStorage key prefix (the room code follows): this phone has a seat in that room. */
  seatKey: string;
};

/** The seat's title: «Utfordre Kari». */
export const SEAT_TITLE = 'Utfordre ';
export const SEAT_INTRO = 'Den andre plassen er ledig. Ta den, så spiller dere mot hverandre. Hvert treff på skipene dine er en slurk.';
export const SEAT_LABEL = 'Ditt navn';
export const SEAT_SUBMIT = 'Ta plass';
const HOST = '\u0001host\u0001';

/**
 * The markup below the card for a phone with no seat in the room: «room is full» when the second
 * seat is taken; the name box when it is free and open to this phone (a private room, the host
 * opened it, or the address carries the host's invite, `#inv=`); «seat is locked» otherwise.
 * Nothing for a phone that noted a seat, or a value that is not a room.
 */
export function paintSeat(a: SeatPaintArgs, id: string, value: unknown): string {
  const room = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  if (!room) return '';
  try {
    if (window.localStorage.getItem(a.seatKey + id)) return '';
  } catch {
    // Storage switched off: paint it; the live room drops it for a player.
  }
  // The stored room names its challenger once the second seat is taken (mapStatusRoom).
  if (typeof room.challenger === 'string' && room.challenger) return a.full;
  const settings = (room.settings && typeof room.settings === 'object' ? room.settings : {}) as Record<string, unknown>;
  const invited = /(^#|&)inv=./.test(window.location.hash);
  if (settings.private !== true && settings.allow_new_players !== true && !invited) return a.closed;
  const players = (room.players && typeof room.players === 'object' ? room.players : {}) as Record<string, { name?: unknown } | null>;
  const host = players[String(settings.created_by)];
  const name = host && typeof host.name === 'string' && host.name ? host.name : a.nameless;
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return a.form.split(a.host).join(escaped);
}

// The live form's own message for an empty name, so the early one says the same.
const EMPTY_NAME = (() => {
  const check = checkText('', nameRule('navnet ditt'));
  return check.ok ? '' : check.message;
})();

/** What the inline script and RoomFirstPaint need to paint (and wire) what goes below the card. */
export function battleshotsEarlySeat(): FormPaint<SeatPaintArgs> {
  return {
    paint: paintSeat,
    wire: wireEarlyField,
    args: {
      full: plainAlertMarkup('info', ROOM_FULL_TEXT, 'status'),
      closed: plainAlertMarkup('info', SEAT_CLOSED_TEXT, 'status'),
      form: earlyFieldFormMarkup({
        marker: 'data-early-seat',
        id: 'early-seat-name',
        title: SEAT_TITLE + HOST,
        intro: SEAT_INTRO,
        label: SEAT_LABEL,
        submit: SEAT_SUBMIT,
        autocomplete: 'nickname',
      }),
      host: HOST,
      nameless: 'verten',
      seatKey: seatNoteKey('battleshots'),
      connecting: CONNECTING_TEXT,
      empty: EMPTY_NAME,
    },
  };
}

/** The painted name box's section. */
export const EARLY_SEAT = '[data-early-seat]';

/** What the guest did with the painted name box before the live form came: taken over by it. */
export function takeEarlySeat(doc: Document = document): EarlyField | null {
  return takeEarlyField(EARLY_SEAT, doc);
}
