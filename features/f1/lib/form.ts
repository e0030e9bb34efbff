// The form's shape and starting values, apart from validate.ts so the page can show the form
// without loading the schema library (validation is fetched with the rest of a run).
import type { SimulationSettings } from './constants';

/** The form as typed: every field a string, exactly what the inputs hold. */
export type SimulationForm = {
  laps: string;
  speedKmh: string;
  tyre: string;
  weather: string;
  engineDurability: string;
};

export type FormField = keyof SimulationForm;
export type FormErrors = Partial<Record<FormField, string>>;

/** The form's starting values. */
export function toForm(settings: SimulationSettings): SimulationForm {
  return {
    laps: String(settings.laps),
    speedKmh: String(settings.speedKmh),
    tyre: settings.tyre,
    weather: settings.weather,
    engineDurability: String(settings.engineDurability),
  };
}
