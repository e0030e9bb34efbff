// A plain form painted before the page's JavaScript (Cah's name box, a private room's password
// wall) is replaced by its live form in one commit, at the same place. A press that began on the
// plain «Bli med» and is released on the live one gets no click from the browser: press and
// release were on two elements, and the first is gone. It is still a «Bli med», as on Proost's
// card (earlyTaps.ts). The head's script marks a plain form whose button is pressed and not yet
// released (`keepEarlyTaps`, for any form in a first-paint box), and the live form, which reads
// the mark when it takes the plain one over, counts that one release as its click.

/** On a plain form while one of its buttons is pressed and not yet released. */
export const PRESSED_ATTRIBUTE = 'data-pressed';
/** The plain forms' buttons: any form the page paints before React, in a first-paint box. */
export const PRESSABLE = '[data-first-paint] form button, [data-first-paint-form] form button';

/** Whether the plain form of `input` is being pressed (read by the live form at the hand-over). */
export function pressedNow(input: HTMLInputElement): boolean {
  return Boolean(input.form?.hasAttribute(PRESSED_ATTRIBUTE));
}

/**
 * Listens for the one release of a press that began on the plain form: released on the live
 * form's submit button (`button()` at that moment), it clicks it, unless the browser sent that
 * click itself. Returns the stop.
 */
export function clickOnRelease(button: () => HTMLButtonElement | null | undefined): () => void {
  const stop = () => {
    document.removeEventListener('pointerup', released, true);
    document.removeEventListener('pointercancel', stop, true);
  };
  function released(event: Event) {
    stop();
    const target = button();
    if (!target || !(event.target instanceof Node) || !target.contains(event.target)) return;
    let clicked = false;
    const onClick = () => (clicked = true);
    target.addEventListener('click', onClick, { once: true });
    setTimeout(() => {
      target.removeEventListener('click', onClick);
      if (!clicked) button()?.click();
    }, 0);
  }
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', stop, true);
  return stop;
}
