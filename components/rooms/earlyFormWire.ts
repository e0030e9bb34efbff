// The wiring of a plain form the page's inline script paints before any of its JavaScript has run
// (the password wall, components/rooms/earlyPasswordWall.ts; Cah's name box,
// features/cah/components/earlyJoinForm.ts): a submit stays on the page; an empty box says why
// nothing happens; a typed one is marked sent and waits for the live form, which sends it
// («Kobler til …» meanwhile). Inlined into the page as text (lib/rooms/snapshot.ts), so it uses
// nothing but its arguments. One function for both forms: a page with both carries it once
// (docs/rooms.md "The card's painter, generated", Bytes).

export type EarlyFormTexts = {
  connecting: string;
  empty: string;
  /** The field is marked aria-invalid while an empty submit's message shows (Cah's name box). */
  invalid?: boolean;
};

export function wireEarlyForm(box: Element, a: EarlyFormTexts): void {
  const form = box.querySelector('form');
  const input = box.querySelector('input');
  const status = box.querySelector('[role="status"]');
  if (!form || !input || !status) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const empty = !input.value.trim();
    status.toggleAttribute('data-error', empty);
    if (empty && a.invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    status.textContent = empty ? a.empty : a.connecting;
    if (!empty) form.setAttribute('data-sent', '');
  });
  input.addEventListener('input', () => {
    // A changed entry after a sent one waits for its own «Bli med».
    form.removeAttribute('data-sent');
    status.removeAttribute('data-error');
    input.removeAttribute('aria-invalid');
    status.textContent = '';
  });
}
