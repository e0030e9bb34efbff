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
  /** A text area of two lines that grows with its text (CSS field-sizing), instead of one line. */
  multiline?: boolean;
  /** A line under the box that says how to fill it in, read out with it. */
  hint?: string;
};

/**
 * TextInput's plain twin (PlainForm.module.css) for a form in a live screen's first commit: the
 * label and the box, bound to the field. Its message goes in PlainFieldStatus, which the form
 * places where the page's plain box had its status line (components/rooms/earlyField.ts).
 */
export default function PlainTextInput({ id, field, label, autoComplete, inputRef, onFocus, multiline, hint }: Props) {
  const shared = {
    id,
    value: field.raw,
    autoComplete,
    'aria-invalid': field.message ? true : undefined,
    'aria-describedby': hint ? `${id}-hint ${id}-status` : `${id}-status`,
  } as const;
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={2} className={`${styles.input} ${styles.multiline}`} onChange={(event) => field.setRaw(event.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} className={styles.input} onChange={(event) => field.setRaw(event.target.value)} onFocus={onFocus} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
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
