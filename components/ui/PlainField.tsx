import type { Ref } from 'react';
import styles from './PlainForm.module.css';

type Props = {
  id: string;
  name: string;
  label: string;
  /** A refusal to show under the box (marks it invalid); replaces the hint while there. */
  message?: string;
  hint?: string;
  autoComplete?: string;
  autoCapitalize?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  hidden?: boolean;
  /** Data attributes of the box's wrapper (what an inline script looks for before hydration). */
  wrapperData?: Record<`data-${string}`, string>;
  onInput: () => void;
};

/**
 * A labelled text box of a plain form (PlainForm.module.css): uncontrolled, so it takes typing
 * from the page's HTML before any script, with its hint or refusal read out with it.
 */
export default function PlainField({ id, label, message, hint, inputRef, hidden, wrapperData, maxLength = 40, ...input }: Props) {
  const note = message ?? hint;
  return (
    <div className={styles.field} hidden={hidden} {...wrapperData}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className={styles.input}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      {note ? (
        <p id={`${id}-note`} className={message ? styles.status : styles.hint} data-error={message ? '' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** The text a plain form's box holds, by the box's name ('' when there is none). */
export function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
