// A room's first control (Proost's shared card) is painted from the REST snapshot before any of
// the page's JavaScript has run, and a guest taps it as soon as it is there. That tap must not be
// lost while sign-in and the SDKs load: this script, inlined into every page's head beside the
// early forms' (earlyForms.ts), keeps a tap on a button marked `data-early-tap`, marks the button
// tapped and shows its «Kobler til …» (the hint's `data-early-tap-status`). The snapshot view
// React renders keeps a tap the same way, and the live screen sends it once it is live, based on
// the state the tapped card showed (docs/rooms.md "How a room page loads", step 5). Inlined as
// text, so it stays self-contained.

import { PRESSABLE, PRESSED_ATTRIBUTE } from './pressHandover';

/** On a button that keeps an early tap; its value is the tap's key (what, and based on which state). */
export const EARLY_TAP_BUTTON = 'data-early-tap';
/** On the element inside the button that shows the status, holding the text to show. */
export const EARLY_TAP_STATUS = 'data-early-tap-status';

// The card (CardFace) imports the two names it writes, not this object, so a generated card
// painter carries only those (docs/rooms.md "The card's painter, generated").
export const EARLY_TAP = {
  button: EARLY_TAP_BUTTON,
  /** A plain form's button whose press its live form may finish (pressHandover.ts). */
  pressable: PRESSABLE,
  /** Set on that form while its button is pressed. */
  pressed: PRESSED_ATTRIBUTE,
  /** Set by the script on such a button once tapped. */
  tapped: 'data-early-tapped',
  status: EARLY_TAP_STATUS,
  /** Where on `window` the kept tap's key waits for the live screen. */
  global: '__portalenEarlyTap',
} as const;

type TapWindow = { document: Pick<Document, 'addEventListener'>; [key: string]: unknown };

export function keepEarlyTaps(win: TapWindow, names: typeof EARLY_TAP): void {
  const buttonOf = (target: EventTarget | null) => {
    const element = target as Element | null;
    return element && element.closest ? (element.closest('[' + names.button + ']') as HTMLButtonElement | null) : null;
  };
  win.document.addEventListener(
    'click',
    function (event) {
      const button = buttonOf(event.target);
      if (!button || button.disabled || button.hasAttribute(names.tapped)) return;
      win[names.global] = button.getAttribute(names.button);
      button.setAttribute(names.tapped, '');
      button.setAttribute('aria-busy', 'true');
      const status = button.querySelector('[' + names.status + ']');
      if (status) status.textContent = status.getAttribute(names.status);
    },
    true,
  );
  // A press that starts on the inline-painted card and ends on the card React put in its place
  // (the same key, under the same finger) gets no click from the browser: its press and release
  // were on two elements, and the first is gone. Such a press is still a tap on the card there now.
  // A plain form's press is marked on its form, for the live form that may replace it under the
  // finger before the release (pressHandover.ts).
  let pressed: HTMLButtonElement | null = null;
  let pressedForm: HTMLFormElement | null = null;
  const release = function () {
    if (pressedForm) pressedForm.removeAttribute(names.pressed);
    pressedForm = null;
  };
  win.document.addEventListener(
    'pointerdown',
    function (event) {
      pressed = buttonOf(event.target);
      release();
      const element = event.target as Element | null;
      const formButton = element && element.closest ? (element.closest(names.pressable) as HTMLButtonElement | null) : null;
      pressedForm = formButton ? formButton.form : null;
      if (pressedForm) pressedForm.setAttribute(names.pressed, '');
    },
    true,
  );
  win.document.addEventListener('pointercancel', release, true);
  win.document.addEventListener(
    'pointerup',
    function (event) {
      release();
      const before = pressed;
      const now = buttonOf(event.target);
      pressed = null;
      if (!before || !now || before.isConnected || now.getAttribute(names.button) !== before.getAttribute(names.button)) return;
      // After any click the browser does send, which the tapped mark then makes a no-op.
      setTimeout(function () {
        now.click();
      }, 0);
    },
    true,
  );
}

export function earlyTapsScript(): string {
  return `try{(${keepEarlyTaps.toString()})(window,${JSON.stringify(EARLY_TAP)})}catch(e){}`;
}

function tapWindow(): Record<string, unknown> | null {
  return typeof window === 'undefined' ? null : (window as unknown as Record<string, unknown>);
}

/** Whether a tap with this key is kept (the snapshot's card shows it as tapped). */
export function earlyTapKept(key: string): boolean {
  return tapWindow()?.[EARLY_TAP.global] === key;
}

/** Whether any early tap waits for the live screen (it should start at once then). */
export function anyEarlyTap(): boolean {
  return typeof tapWindow()?.[EARLY_TAP.global] === 'string';
}

/** Keeps a tap React's snapshot view took (the head's script has usually done so already). */
export function keepEarlyTap(key: string): void {
  const win = tapWindow();
  if (win) win[EARLY_TAP.global] = key;
}

/**
 * The live screen takes a kept tap whose key starts with `prefix` (once: it is gone afterwards)
 * and gets the rest of the key, or null when none is kept.
 */
export function takeEarlyTap(prefix: string): string | null {
  const win = tapWindow();
  const key = win?.[EARLY_TAP.global];
  if (typeof key !== 'string' || key.indexOf(prefix) !== 0) return null;
  delete win![EARLY_TAP.global];
  return key.slice(prefix.length);
}
