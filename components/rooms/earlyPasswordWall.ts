import { CONNECTING_TEXT, PASSWORD_EMPTY_TEXT, PRIVATE_ROOM_TEXT } from '@/lib/rooms/texts';
import type { RefusedPaint } from '@/lib/rooms/snapshot';
import styles from '@/components/ui/PlainForm.module.css';
import { escapeMarkup as esc, onEarlyFieldUsed, takeEarlyField, wireEarlyField, type EarlyField, type EarlyFieldTexts } from './earlyField';

// A private room's password box must take typing as soon as it is on screen, not after sign-in,
// the database SDK and MUI have loaded (docs/rooms.md, "How a room page loads"). The room's
// signed-out REST read is refused, so the page's inline script paints this plain form at once and
// keeps what is typed and whether it was sent; the live wall (RoomGate) takes both over and sends
// the password itself once the SDK is there. The markup is made when the page is built; the
// wiring (earlyField.ts) is inlined into the page's script as text.

export type PasswordWallArgs = {
  classes: Record<'box' | 'title' | 'text' | 'label' | 'input' | 'status' | 'actions' | 'button', string>;
  texts: { title: string; privateText: string; label: string; submit: string } & EarlyFieldTexts;
};

/** The wall's markup: the same box, heading, field and button as the live one. */
export function paintPasswordWall(a: PasswordWallArgs): string {
  const k = a.classes;
  const t = a.texts;
  return (
    '<section class="' + k.box + '" data-testid="password-wall" data-early-password="">' +
    '<h2 class="' + k.title + '">' + esc(t.title) + '</h2>' +
    '<p class="' + k.text + '">' + esc(t.privateText) + '</p>' +
    '<form novalidate="">' +
    '<label class="' + k.label + '" for="early-password">' + esc(t.label) + '</label>' +
    '<input class="' + k.input + '" id="early-password" type="password" autocomplete="off" maxlength="40" aria-describedby="early-password-status">' +
    '<p class="' + k.status + '" id="early-password-status" role="status" aria-live="polite"></p>' +
    '<div class="' + k.actions + '"><button class="' + k.button + '" type="submit">' + esc(t.submit) + '</button></div>' +
    '</form></section>'
  );
}

/**
 * What the inline script and RoomFirstPaint need to paint and wire the wall: its markup, made once
 * when the page is built (it holds nothing of the room), so the page's script carries that instead
 * of the painter and its texts (docs/rooms.md "The card's painter, generated", Bytes).
 */
export function earlyPasswordWall(): RefusedPaint<EarlyFieldTexts> {
  const texts = { connecting: CONNECTING_TEXT, empty: PASSWORD_EMPTY_TEXT };
  return {
    html: paintPasswordWall({
      classes: {
        box: styles.box,
        title: styles.title,
        text: styles.text,
        label: styles.label,
        input: styles.input,
        status: styles.status,
        actions: styles.actions,
        button: styles.button,
      },
      texts: { title: 'Privat rom', privateText: PRIVATE_ROOM_TEXT, label: 'Passord', submit: 'Bli med', ...texts },
    }),
    wire: wireEarlyField,
    args: texts,
  };
}

/**
 * Calls `then` once the guest has typed into the page's plain wall (at once if they already have):
 * a phone that types a password is not a member yet and will need the live wall. Returns a canceller.
 */
export function onEarlyPasswordTyped(then: () => void, doc: Document = document): () => void {
  return onEarlyFieldUsed('[data-early-password]', then, { doc });
}

/** What the guest did with the painted wall before the live one came: taken over by it. */
export function takeEarlyPassword(doc: Document = document): EarlyField | null {
  return takeEarlyField('[data-early-password]', doc);
}
