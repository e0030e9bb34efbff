import { CONNECTING_TEXT, PASSWORD_EMPTY_TEXT, PRIVATE_ROOM_TEXT } from '@/lib/rooms/texts';
import type { RefusedPaint } from '@/lib/rooms/snapshot';
import { pressedNow } from '@/lib/browser/pressHandover';
import styles from '@/components/ui/PlainForm.module.css';

// A private room's password box must take typing as soon as it is on screen, not after sign-in,
// the database SDK and MUI have loaded (docs/rooms.md, "How a room page loads"). The room's
// signed-out REST read is refused, so the page's inline script paints this plain form at once and
// keeps what is typed and whether it was sent; the live wall (RoomGate) takes both over and sends
// the password itself once the SDK is there. Painter and wiring are inlined into the page as text,
// so they stay self-contained like lib/rooms/snapshot.ts.

export type PasswordWallArgs = {
  classes: Record<'box' | 'title' | 'text' | 'label' | 'input' | 'status' | 'actions' | 'button', string>;
  texts: { title: string; privateText: string; label: string; submit: string } & WallTexts;
};

/** What the wiring says on a submit: all the page's script carries of the wall besides its markup. */
type WallTexts = { connecting: string; empty: string };

/** The wall's markup: the same box, heading, field and button as the live one. */
export function paintPasswordWall(a: PasswordWallArgs): string {
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const k = a.classes;
  const t = a.texts;
  return (
    '<section class="' + k.box + '" data-testid="password-wall" data-early-password="">' +
    '<h2 class="' + k.title + '">' + esc(t.title) + '</h2>' +
    '<p class="' + k.text + '">' + esc(t.privateText) + '</p>' +
    '<form novalidate="">' +
    '<label class="' + k.label + '" for="early-password">' + esc(t.label) + '</label>' +
    '<input class="' + k.input + '" id="early-password" type="password" autocomplete="off" maxlength="40">' +
    '<p class="' + k.status + '" role="status" aria-live="polite"></p>' +
    '<div class="' + k.actions + '"><button class="' + k.button + '" type="submit">' + esc(t.submit) + '</button></div>' +
    '</form></section>'
  );
}

/**
 * Keeps a submit on the page: an empty box says why nothing happens; a typed password is marked
 * sent and waits for the live wall, which sends it («Kobler til …» meanwhile).
 */
export function wirePasswordWall(box: Element, a: WallTexts): void {
  const form = box.querySelector('form');
  const input = box.querySelector('input');
  const status = box.querySelector('[role="status"]');
  if (!form || !input || !status) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input.value.trim()) {
      status.setAttribute('data-error', '');
      status.textContent = a.empty;
      return;
    }
    status.removeAttribute('data-error');
    status.textContent = a.connecting;
    form.setAttribute('data-sent', '');
  });
  input.addEventListener('input', () => {
    // A new password after a sent one waits for its own «Bli med».
    form.removeAttribute('data-sent');
    status.removeAttribute('data-error');
    status.textContent = '';
  });
}

/**
 * What the inline script and RoomFirstPaint need to paint and wire the wall: its markup, made once
 * when the page is built (it holds nothing of the room), so the page's script carries that instead
 * of the painter and its texts (docs/rooms.md "The card's painter, generated", Bytes).
 */
export function earlyPasswordWall(): RefusedPaint<WallTexts> {
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
    wire: wirePasswordWall,
    args: texts,
  };
}

/**
 * Calls `then` once the guest has typed into the page's plain wall (at once if they already have):
 * a phone that types a password is not a member yet and will need the live wall. Returns a canceller.
 */
export function onEarlyPasswordTyped(then: () => void, doc: Document = document): () => void {
  const input = doc.querySelector<HTMLInputElement>('[data-early-password] input');
  if (!input) return () => undefined;
  if (input.value) {
    then();
    return () => undefined;
  }
  input.addEventListener('input', then, { once: true });
  return () => input.removeEventListener('input', then);
}

/** What the guest did with the painted wall before the live one came: taken over by it. */
export type EarlyPassword = {
  password: string;
  sent: boolean;
  focused: boolean;
  /** «Bli med» is pressed and not yet released (lib/browser/pressHandover.ts). */
  pressed: boolean;
};

export function takeEarlyPassword(doc: Document = document): EarlyPassword | null {
  const input = doc.querySelector<HTMLInputElement>('[data-early-password] input');
  if (!input) return null;
  return {
    password: input.value,
    sent: Boolean(input.form?.hasAttribute('data-sent')),
    focused: doc.activeElement === input,
    pressed: pressedNow(input),
  };
}
