// A form a guest meets first is in the page's HTML and takes typing before any of the page's
// JavaScript has run. A submit that early must not leave the page (a plain form would load its
// own address with the fields in it): this script, inlined into every page's head, keeps it and
// marks the form sent; the form's component sends it once it has hydrated
// (components/ui/EarlyForm.tsx). Inlined as text, so it stays self-contained.

export const EARLY_FORM = {
  /** Marks a form that may be sent before its component has hydrated. */
  form: 'data-early-form',
  /** Set by the script on such a form sent early. */
  sent: 'data-early-sent',
  /** Set by the component once it handles the form's submits itself. */
  live: 'data-early-live',
} as const;

export function keepEarlySubmits(doc: Pick<Document, 'addEventListener'>, names: typeof EARLY_FORM): void {
  doc.addEventListener(
    'submit',
    function (event) {
      const target = event.target as Element | null;
      if (!target || !target.hasAttribute || !target.hasAttribute(names.form) || target.hasAttribute(names.live)) return;
      event.preventDefault();
      target.setAttribute(names.sent, '');
    },
    true,
  );
}

export function earlyFormsScript(): string {
  return `try{(${keepEarlySubmits.toString()})(document,${JSON.stringify(EARLY_FORM)})}catch(e){}`;
}
