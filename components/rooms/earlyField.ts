import styles from '@/components/ui/PlainForm.module.css';
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

/** What a one-field form painted before React says, and the attribute that marks its box. */
export type EarlyFieldForm = {
  /** The box's attribute, for takeEarlyField: `data-early-join`. */
  marker: string;
  /** The input's id (its label and status refer to it). */
  id: string;
  title: string;
  /** A paragraph between the title and the form. */
  intro?: string;
  label: string;
  submit: string;
  autocomplete?: string;
};

/**
 * A one-field form's markup, drawn like the live MUI form it stands in for (an outlined Paper
 * with an h6, a field and a contained button in a row, PlainForm.module.css): made when the page
 * is built, so its texts are escaped here; the inline script carries the string.
 */
export function earlyFieldFormMarkup(f: EarlyFieldForm): string {
  const title = escapeMarkup(f.title);
  return (
    `<section class="${styles.box}" ${f.marker}="">` +
    `<h2 class="${styles.title}">${title}</h2>` +
    (f.intro ? `<p class="${styles.text}">${escapeMarkup(f.intro)}</p>` : '') +
    `<form novalidate="" aria-label="${title}">` +
    `<div class="${styles.row}"><div class="${styles.grow}">` +
    `<label class="${styles.label}" for="${f.id}">${escapeMarkup(f.label)}</label>` +
    `<input class="${styles.input}" id="${f.id}" name="name"${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''} aria-describedby="${f.id}-status">` +
    `</div><button class="${styles.button}" type="submit">${escapeMarkup(f.submit)}</button></div>` +
    `<p class="${styles.status}" id="${f.id}-status" role="status" aria-live="polite"></p>` +
    '</form></section>'
  );
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

/**
 * Calls `then` once the guest has typed into the painted box inside `selector` (or, with `focus`,
 * put a finger in it), at once if they already have: what they will meet next can load beside the
 * live part. Returns a canceller.
 */
export function onEarlyFieldUsed(selector: string, then: () => void, { focus = false, doc = document }: { focus?: boolean; doc?: Document } = {}): () => void {
  const input = doc.querySelector<HTMLInputElement>(`${selector} input`);
  if (!input) return () => undefined;
  if (input.value || (focus && doc.activeElement === input)) {
    then();
    return () => undefined;
  }
  const events = focus ? ['input', 'focus'] : ['input'];
  const once = () => {
    cancel();
    then();
  };
  const cancel = () => events.forEach((name) => input.removeEventListener(name, once));
  events.forEach((name) => input.addEventListener(name, once));
  return cancel;
}
