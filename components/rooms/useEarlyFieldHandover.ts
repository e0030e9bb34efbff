'use client';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { TextInputState } from '@/components/ui/forms/useTextFields';
import { clickOnRelease } from '@/lib/browser/pressHandover';
import type { EarlyField } from './earlyField';

type Handover = {
  /** Reads the plain box (takeEarlyJoin, takeEarlySeat); null once it has gone. */
  take: () => EarlyField | null;
  /** The box as this form's first render read it (for the field's initial text). */
  early: EarlyField | null;
  field: TextInputState;
  submit: () => Promise<boolean>;
  input: RefObject<HTMLInputElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  /** False while the form cannot act yet (its seat not known to be open): a kept submit waits. */
  ready?: boolean;
};

/**
 * The live one-field form's side of a plain box the page painted before React (earlyField.ts):
 * in the commit that drops the box it takes over the text, the focus and a refusal shown, and a
 * press of the box's button still held (the release counts here); once the field holds the text
 * it puts the caret at its end and sends a submit the box kept («Kobler til …»).
 */
export function useEarlyFieldHandover({ take, early, field, submit, input, button, ready = true }: Handover): void {
  // What the hand-over still has to do once the field holds the plain box's text.
  const handover = useRef<{ text: string; caret: boolean; send: boolean } | null>(null);
  useLayoutEffect(() => {
    // Again in the commit, before the plain box goes: keys typed while this form rendered.
    const now = take() ?? early;
    if (!now) return;
    // An untouched plain box keeps the text the field started with.
    const typed = now.value || field.raw;
    if (typed !== field.raw) field.setRaw(typed);
    if (now.focused) input.current?.focus();
    if (now.refused && !now.sent) field.validate();
    handover.current = { text: typed, caret: now.focused, send: now.sent };
    if (now.pressed && !now.sent) return clickOnRelease(() => button.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the hand-over
  }, []);
  useEffect(() => {
    const pending = handover.current;
    if (!pending || !ready || field.raw !== pending.text) return;
    handover.current = null;
    if (pending.caret) {
      input.current?.focus();
      input.current?.setSelectionRange(pending.text.length, pending.text.length);
    }
    if (pending.send) void submit();
  });
}
