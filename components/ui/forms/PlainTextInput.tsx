'use client';
import type { FocusEventHandler, Ref } from 'react';
import styles from '@/components/ui/PlainForm.module.css';
import type { TextInputState } from './useTextFields';

type Props = {
  /** The box's id; its status line (PlainFieldStatus) takes the same. */
  id: string;
  field: TextInputState;
  label: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
};

/**
 * TextInput's plain twin (PlainForm.module.css) for a form in a live screen's first commit: the
 * label and the box, bound to the field. Its message goes in PlainFieldStatus, which the form
 * places where the page's plain box had its status line (components/rooms/earlyField.ts).
 */
export default function PlainTextInput({ id, field, label, autoComplete, inputRef, onFocus }: Props) {
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        value={field.raw}
        onChange={(event) => field.setRaw(event.target.value)}
        onFocus={onFocus}
        autoComplete={autoComplete}
        aria-invalid={field.message ? true : undefined}
        aria-describedby={`${id}-status`}
      />
    </>
  );
}

/** The field's Norwegian message, or a counter once the text nears its cap, read out with the box. */
export function PlainFieldStatus({ id, field }: { id: string; field: TextInputState }) {
  const length = field.raw.trim().length;
  const note = field.message ?? (length > field.rule.max * 0.8 ? `${length}/${field.rule.max}` : '');
  return (
    <p id={`${id}-status`} className={styles.status} role="status" aria-live="polite" data-error={field.message ? '' : undefined}>
      {note}
    </p>
  );
}
