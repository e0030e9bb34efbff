import { pressedNow } from '@/lib/browser/pressHandover';

// The plain forms a room page paints before React (a private room's password wall, Cah's name
// box) share one behaviour: the box takes typing at once, a submit says why nothing happens or
// «Kobler til …», and the live form takes over what was typed and sent (docs/rooms.md, "How a
// room page loads"). Their markup is made when the page is built; the wiring is inlined into the
// page's script as text (lib/rooms/snapshot.ts), so it uses nothing but its arguments.

/** What the wiring says on a submit. */
export type EarlyFieldTexts = { connecting: string; empty: string };

/** Text for the markup made at build time, escaped for an element's content or an attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Keeps a submit on the page: an empty box says why nothing happens; a typed one is marked sent
 * and waits for the live form, which sends it («Kobler til …» meanwhile).
 */
export function wireEarlyField(box: Element, a: EarlyFieldTexts): void {
  const form = box.querySelector('form');
  const input = box.querySelector('input');
  const status = box.querySelector('[role="status"]');
  if (!form || !input || !status) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input.value.trim()) {
      status.setAttribute('data-error', '');
      input.setAttribute('aria-invalid', 'true');
      status.textContent = a.empty;
      return;
    }
    status.removeAttribute('data-error');
    input.removeAttribute('aria-invalid');
    status.textContent = a.connecting;
    form.setAttribute('data-sent', '');
  });
  input.addEventListener('input', () => {
    // A changed text after a sent one waits for its own «Bli med».
    form.removeAttribute('data-sent');
    status.removeAttribute('data-error');
    input.removeAttribute('aria-invalid');
    status.textContent = '';
  });
}

/** What the guest did with a painted box before the live form came: taken over by it. */
export type EarlyField = {
  value: string;
  sent: boolean;
  /** Sent empty: the box says why nothing happened. */
  refused: boolean;
  focused: boolean;
  /** «Bli med» is pressed and not yet released (lib/browser/pressHandover.ts). */
  pressed: boolean;
};

/** The painted box inside `selector`, or null when the page painted none. */
export function takeEarlyField(selector: string, doc: Document = document): EarlyField | null {
  const input = doc.querySelector<HTMLInputElement>(`${selector} input`);
  if (!input) return null;
  return {
    value: input.value,
    sent: Boolean(input.form?.hasAttribute('data-sent')),
    refused: input.getAttribute('aria-invalid') === 'true',
    focused: doc.activeElement === input,
    pressed: pressedNow(input),
  };
}
