'use client';
import { useCallback, useRef, useState } from 'react';
import { checkText, type TextRule } from '@/lib/forms/text';

export type TextInputState = {
  rule: TextRule;
  raw: string;
  setRaw: (value: string) => void;
  /** The message to show now (after a submit attempt or once the text is too long). */
  message: string | null;
  /** Checks the text, shows any message, and returns the cleaned value or null. */
  validate: () => string | null;
  /**
   * Empties the field after its text was stored, unless the person has typed something else
   * since it was validated (sent): a write's confirmation may arrive after they started on the
   * next entry, and that text must not be lost.
   */
  reset: () => void;
};

/** State for one free-text field that trims, refuses empty text and caps the length. */
export function useTextInput(rule: TextRule, initial = ''): TextInputState {
  const [raw, setRawState] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const sent = useRef<string | null>(null);
  const check = checkText(raw, rule);
  // Too long is said at once; empty only after the person tried to send.
  const tooLong = !check.ok && check.value.length > rule.max;
  const message = !check.ok && (submitted || tooLong) ? check.message : null;
  const setRaw = useCallback((value: string) => setRawState(value), []);
  const validate = useCallback(() => {
    setSubmitted(true);
    sent.current = raw;
    const result = checkText(raw, rule);
    return result.ok ? result.value : null;
  }, [raw, rule]);
  const reset = useCallback(() => {
    const sentText = sent.current;
    sent.current = null;
    setRawState((current) => (sentText === null || current === sentText ? initial : current));
    setSubmitted(false);
  }, [initial]);
  return { rule, raw, setRaw, message, validate, reset };
}
