'use client';

import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormLabel from '@mui/material/FormLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import HydrateApart from '@/components/ui/HydrateApart';
import { LIMITS, TYRES, TYRE_WEAR_PER_LAP, type Weather } from '@/features/f1/lib/constants';
import { formatPercent, WEATHER_LABELS } from '@/features/f1/lib/format';
import type { FormErrors, FormField, SimulationForm } from '@/features/f1/lib/form';
import buttons from '@/components/ui/PlainButtons.module.css';
import styles from './SettingsForm.module.css';

type SettingsFormProps = {
  form: SimulationForm;
  errors: FormErrors;
  onChange: (field: FormField, value: string) => void;
  onSubmit: () => void;
  /** Shown above the run button; comes with validation, which is fetched on demand. */
  errorSummary?: ReactNode;
  /** The first focus or touch anywhere in the form. */
  onInteraction?: () => void;
};

// Drawn for this page on a 24-unit grid: a sun with eight rays, a drop, a play triangle.
const WEATHER_ICON_PATHS: Record<Weather, string> = {
  Sunny:
    'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
  Rainy: 'M12 2c3.5 4.6 6.5 8.4 6.5 12a6.5 6.5 0 0 1-13 0c0-3.6 3-7.4 6.5-12z',
};
const RUN_ICON_PATH = 'M8 5v14l11-7z';

function PathIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The simulator's settings. Text inputs (not type="number") so every bad value reaches our checks. */
export default function SettingsForm({
  form,
  errors,
  onChange,
  onSubmit,
  errorSummary,
  onInteraction,
}: SettingsFormProps) {
  const weatherLabelId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const numberField = (
    field: 'laps' | 'speedKmh' | 'engineDurability',
    label: string,
    hint: string,
    inputMode: 'numeric' | 'decimal',
    endAdornment?: ReactNode,
  ) => (
    <OutlinedField
      label={label}
      helperText={errors[field] ?? hint}
      error={Boolean(errors[field])}
      fullWidth
      name={field}
      value={form[field]}
      onChange={(e) => onChange(field, e.target.value)}
      autoComplete="off"
      endAdornment={endAdornment}
      inputProps={{ inputMode }}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      onFocus={onInteraction}
      onPointerDown={onInteraction}
      aria-label="Innstillinger for simuleringen"
    >
      {numberField('laps', 'Antall runder', `${LIMITS.laps.min}–${LIMITS.laps.max}`, 'numeric')}
      {numberField(
        'speedKmh',
        'Fart',
        `${LIMITS.speedKmh.min}–${LIMITS.speedKmh.max}`,
        'decimal',
        // A plain suffix: InputAdornment would add its own chunk to the first load for one word.
        <span className={styles.unit}>km/t</span>,
      )}
      <OutlinedField
        label="Dekk"
        helperText={errors.tyre ?? `Slites ${formatPercent(TYRE_WEAR_PER_LAP[form.tyre as keyof typeof TYRE_WEAR_PER_LAP] ?? 0)}/runde`}
        error={Boolean(errors.tyre)}
        fullWidth
        name="tyre"
        value={form.tyre}
        onChange={(e) => onChange('tyre', e.target.value)}
        // A native <select> inside the outlined field: the phone's own picker, without
        // NativeSelect, which always bundles the standard Input variant too.
        inputComponent={SelectElement}
        inputProps={{
          children: TYRES.map((tyre) => (
            <option key={tyre} value={tyre}>
              {tyre}
            </option>
          )),
        }}
        endAdornment={
          <ArrowDropDownIcon sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'action.active' }} />
        }
        sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: 4 } }}
      />
      {numberField(
        'engineDurability',
        'Motorholdbarhet',
        `${LIMITS.engineDurability.min}–${LIMITS.engineDurability.max} (100 = ny)`,
        'numeric',
      )}
      <HydrateApart>
        <div className={styles.wide}>
          <FormLabel id={weatherLabelId} sx={{ display: 'block', mb: 0.75, fontSize: '0.875rem' }}>
            Vær
          </FormLabel>
          {/* A two-button segmented control of plain buttons (MUI's Button and its ripple would put
              about 10 kB more in a first load whose budget is 200 kB, docs/performance.md);
              aria-pressed tells screen readers which is chosen. Two buttons 4 px apart, each a tap
              target of its own (docs/design.md §Tap targets). */}
          <div role="group" aria-labelledby={weatherLabelId} className={styles.choices}>
            {(Object.keys(WEATHER_LABELS) as Weather[]).map((weather) => (
              <button
                key={weather}
                type="button"
                className={`${buttons.outlined} ${styles.choice}`}
                aria-pressed={form.weather === weather}
                onClick={() => onChange('weather', weather)}
              >
                <PathIcon path={WEATHER_ICON_PATHS[weather]} className={styles.smallIcon} />
                {WEATHER_LABELS[weather]}
              </button>
            ))}
          </div>
          {errors.weather ? (
            <FormLabel error sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }}>
              {errors.weather}
            </FormLabel>
          ) : null}
        </div>
      </HydrateApart>
      {errorSummary}
      <button type="submit" className={`${buttons.contained} ${styles.run}`}>
        <PathIcon path={RUN_ICON_PATH} className={styles.icon} />
        Kjør simulering
      </button>
    </form>
  );
}

/** The element OutlinedInput renders for the tyre picker: the browser's own <select>. */
const SelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(function SelectElement(props, ref) {
  return <select ref={ref} {...(props as ComponentPropsWithoutRef<'select'>)} />;
});
