// One rule for every free-text input of the portal: trim, refuse empty text, cap the length.
// The caps match database.rules.json (names ≤ 40, texts ≤ 500); the rules refuse the same
// things, this only says so before the write and in Norwegian. Lengths are counted in UTF-16
// code units, as the rules' `.length` counts them.
import { InputError } from '@/lib/firebase/errors';

export const NAME_MAX = 40;
export const TEXT_MAX = 500;

export type TextRule = {
  /** What the field is called in messages, lower case: «navn», «spørsmålet». */
  label: string;
  max: number;
  /** Empty (after trimming) is allowed; the value is then ''. */
  optional?: boolean;
};

export const nameRule = (label = 'navn'): TextRule => ({ label, max: NAME_MAX });
export const textRule = (label = 'teksten'): TextRule => ({ label, max: TEXT_MAX });

export type TextCheck = { ok: true; value: string } | { ok: false; value: string; message: string };

/** Collapses runs of whitespace inside (a pasted line break should not reach the database). */
export function cleanText(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export function checkText(raw: string, rule: TextRule): TextCheck {
  const value = cleanText(raw);
  if (!value && !rule.optional) return { ok: false, value, message: `Skriv inn ${rule.label}.` };
  if (value.length > rule.max) {
    return { ok: false, value, message: `For langt: høyst ${rule.max} tegn (nå ${value.length}).` };
  }
  return { ok: true, value };
}

/** For data modules: the cleaned value, or an InputError a write hook shows as it is. */
export function requireText(raw: string, rule: TextRule): string {
  const check = checkText(raw, rule);
  if (!check.ok) throw new InputError(check.message);
  return check.value;
}
