'use client';

import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import HydrateApart from '@/components/ui/HydrateApart';
import { LIMITS, TYRES, TYRE_WEAR_PER_LAP, type Weather } from '@/features/f1/lib/constants';
import { formatPercent, WEATHER_LABELS } from '@/features/f1/lib/format';
import type { FormErrors, FormField, SimulationForm } from '@/features/f1/lib/form';
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

const WEATHER_ICONS: Record<Weather, React.ReactNode> = {
  Sunny: <WbSunnyIcon fontSize="small" />,
  Rainy: <WaterDropIcon fontSize="small" />,
};

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
          {/* A two-button segmented control from the Button the shell already loads (ToggleButton
              would be extra first-load code); aria-pressed tells screen readers which is chosen. */}
          {/* Two buttons 4 px apart, each a tap target of its own (docs/design.md §Tap targets). */}
          <div role="group" aria-labelledby={weatherLabelId} className={styles.choices}>
            {(Object.keys(WEATHER_LABELS) as Weather[]).map((weather) => {
              const selected = form.weather === weather;
              return (
                <Button
                  key={weather}
                  type="button"
                  fullWidth
                  aria-pressed={selected}
                  variant={selected ? 'contained' : 'outlined'}
                  disableElevation
                  startIcon={WEATHER_ICONS[weather]}
                  onClick={() => onChange('weather', weather)}
                  sx={{
                    py: 1,
                    borderRadius: '8px',
                  }}
                >
                  {WEATHER_LABELS[weather]}
                </Button>
              );
            })}
          </div>
          {errors.weather ? (
            <FormLabel error sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }}>
              {errors.weather}
            </FormLabel>
          ) : null}
        </div>
      </HydrateApart>
      {errorSummary}
      <HydrateApart>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<PlayArrowIcon />}
          sx={{ gridColumn: '1 / -1' }}
        >
          Kjør simulering
        </Button>
      </HydrateApart>
    </form>
  );
}

/** The element OutlinedInput renders for the tyre picker: the browser's own <select>. */
const SelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(function SelectElement(props, ref) {
  return <select ref={ref} {...(props as ComponentPropsWithoutRef<'select'>)} />;
});
