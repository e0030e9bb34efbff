'use client';
import type { TextRule } from '@/lib/forms/text';
import { useTextFields, type TextInputState } from './useTextFields';

export type { TextInputState } from './useTextFields';

/**
 * State for one free-text field that trims, refuses empty text and caps the length, for a form
 * that does not write (a form that writes uses useDbForm, which keeps its fields the same way).
 */
export function useTextInput(rule: TextRule, initial = ''): TextInputState {
  return useTextFields({ field: { rule, initial } }).field;
}
