'use client';
import { useRef, useState } from 'react';
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

/** A field's rule, or its rule and the text it starts with (an edit form's stored value). */
export type TextFieldSpec = TextRule | { rule: TextRule; initial?: string };

type FieldState = { raw: string; submitted: boolean };

const ruleOf = (spec: TextFieldSpec): TextRule => ('rule' in spec ? spec.rule : spec);
const initialOf = (spec: TextFieldSpec): string => ('rule' in spec ? (spec.initial ?? '') : '');

/**
 * State for a form's free-text fields (trim, refuse empty text, cap the length), one entry per
 * key of `specs`. The keys must stay the same from render to render, like the order of hooks.
 */
export function useTextFields<K extends string>(specs: Record<K, TextFieldSpec>): Record<K, TextInputState> {
  const keys = Object.keys(specs) as K[];
  const [state, setState] = useState(() => {
    const start = {} as Record<K, FieldState>;
    for (const key of keys) start[key] = { raw: initialOf(specs[key]), submitted: false };
    return start;
  });
  // What each field held when it was last validated (sent), until it is reset.
  const sent = useRef<Partial<Record<K, string>>>({});

  const fields = {} as Record<K, TextInputState>;
  for (const key of keys) {
    const rule = ruleOf(specs[key]);
    const initial = initialOf(specs[key]);
    const { raw, submitted } = state[key] ?? { raw: initial, submitted: false };
    const check = checkText(raw, rule);
    // Too long is said at once; empty only after the person tried to send.
    const tooLong = !check.ok && check.value.length > rule.max;
    const update = (change: (field: FieldState) => FieldState) =>
      setState((current) => ({ ...current, [key]: change(current[key] ?? { raw: initial, submitted: false }) }));
    fields[key] = {
      rule,
      raw,
      message: !check.ok && (submitted || tooLong) ? check.message : null,
      setRaw: (value) => update((field) => ({ ...field, raw: value })),
      validate: () => {
        update((field) => ({ ...field, submitted: true }));
        sent.current[key] = raw;
        return check.ok ? check.value : null;
      },
      reset: () => {
        const sentText = sent.current[key];
        delete sent.current[key];
        update((field) => ({ raw: sentText === undefined || field.raw === sentText ? initial : field.raw, submitted: false }));
      },
    };
  }
  return fields;
}
