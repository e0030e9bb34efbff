// zod/mini: the same checks and messages as zod's chainable API, but tree-shakable, so far less
// of the library ends up in the chunk a run fetches.
import * as z from 'zod/mini';
import { LIMITS, TYRES, WEATHERS, type SimulationSettings } from './constants';
import type { FormErrors, FormField, SimulationForm } from './form';

export { toForm, type FormErrors, type FormField, type SimulationForm } from './form';

export type ValidationResult =
  | { ok: true; settings: SimulationSettings }
  | { ok: false; errors: FormErrors };

type NumberMessages = { empty: string; nan: string; integer?: string; min: string; max: string };

/** A text input holding a number: trimmed, a decimal comma accepted, then checked. */
function numberField(min: number, max: number, messages: NumberMessages) {
  const number = z.number({ error: messages.nan }).check(
    ...(messages.integer ? [z.int({ error: messages.integer })] : []),
    z.gte(min, { error: messages.min }),
    z.lte(max, { error: messages.max }),
  );
  const text = z.string().check(z.trim(), z.minLength(1, { error: messages.empty }));
  return z.pipe(
    z.pipe(
      text,
      z.transform((value: string) => Number(value.replace(',', '.'))),
    ),
    number,
  );
}

const { laps, speedKmh, engineDurability } = LIMITS;

const schema = z.object({
  laps: numberField(laps.min, laps.max, {
    empty: 'Skriv inn antall runder.',
    nan: 'Antall runder må være et tall.',
    integer: 'Antall runder må være et helt tall.',
    min: `Løpet må ha minst ${laps.min} runde.`,
    max: `Løpet kan ha høyst ${laps.max} runder.`,
  }),
  speedKmh: numberField(speedKmh.min, speedKmh.max, {
    empty: 'Skriv inn farten i km/t.',
    nan: 'Farten må være et tall.',
    min: `Farten må være minst ${speedKmh.min} km/t.`,
    max: `Farten kan være høyst ${speedKmh.max} km/t.`,
  }),
  tyre: z.enum(TYRES, { error: 'Velg dekk: Soft, Medium, Hard eller Wet.' }),
  weather: z.enum(WEATHERS, { error: 'Velg vær: sol eller regn.' }),
  engineDurability: numberField(engineDurability.min, engineDurability.max, {
    empty: 'Skriv inn motorens holdbarhet.',
    nan: 'Motorens holdbarhet må være et tall.',
    integer: 'Motorens holdbarhet må være et helt tall.',
    min: `Motorens holdbarhet må være minst ${engineDurability.min}.`,
    max: `Motorens holdbarhet kan være høyst ${engineDurability.max} (en ny motor).`,
  }),
});

/** Parses the form. On failure, one Norwegian message per bad field (the first problem found). */
export function validateSettings(form: SimulationForm): ValidationResult {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
