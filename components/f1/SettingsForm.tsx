'use client';

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { LIMITS, TYRES, TYRE_WEAR_PER_LAP, type Weather } from '@/lib/f1/constants';
import { formatPercent, WEATHER_LABELS } from '@/lib/f1/format';
import type { FormErrors, FormField, SimulationForm } from '@/lib/f1/form';

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

type FieldProps = {
  label: string;
  /** Shown under the field; replaced by the error message when there is one. */
  hint: string;
  error?: string;
  /** Gets the input's id and the helper text's id (for aria-describedby). */
  children: (ids: { id: string; helperTextId: string }) => ReactElement;
};

/**
 * An outlined field: the pieces `TextField` is made of, without `TextField` itself, whose `select`
 * support pulls the whole menu stack (Select, Menu, Popover, Modal) into the page's first load.
 */
function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      {children({ id, helperTextId })}
      <FormHelperText id={helperTextId}>{error ?? hint}</FormHelperText>
    </FormControl>
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
    <Field label={label} hint={hint} error={errors[field]}>
      {({ id, helperTextId }) => (
        <OutlinedInput
          id={id}
          label={label}
          name={field}
          value={form[field]}
          onChange={(e) => onChange(field, e.target.value)}
          autoComplete="off"
          fullWidth
          endAdornment={endAdornment}
          inputProps={{ inputMode, 'aria-describedby': helperTextId }}
        />
      )}
    </Field>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      onFocus={onInteraction}
      onPointerDown={onInteraction}
      aria-label="Innstillinger for simuleringen"
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, rowGap: 2 }}
    >
      {numberField('laps', 'Antall runder', `${LIMITS.laps.min}–${LIMITS.laps.max}`, 'numeric')}
      {numberField(
        'speedKmh',
        'Fart',
        `${LIMITS.speedKmh.min}–${LIMITS.speedKmh.max}`,
        'decimal',
        <InputAdornment position="end">km/t</InputAdornment>,
      )}
      <Field
        label="Dekk"
        hint={`Slites ${formatPercent(TYRE_WEAR_PER_LAP[form.tyre as keyof typeof TYRE_WEAR_PER_LAP] ?? 0)}/runde`}
        error={errors.tyre}
      >
        {({ id, helperTextId }) => (
          <NativeSelect
            id={id}
            name="tyre"
            value={form.tyre}
            onChange={(e) => onChange('tyre', e.target.value)}
            input={<OutlinedInput label="Dekk" fullWidth />}
            inputProps={{ 'aria-describedby': helperTextId, error: Boolean(errors.tyre) }}
          >
            {TYRES.map((tyre) => (
              <option key={tyre} value={tyre}>
                {tyre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {numberField(
        'engineDurability',
        'Motorholdbarhet',
        `${LIMITS.engineDurability.min}–${LIMITS.engineDurability.max} (100 = ny)`,
        'numeric',
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id={weatherLabelId} sx={{ display: 'block', mb: 0.75, fontSize: '0.875rem' }}>
          Vær
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={form.weather}
          onChange={(_, value: string | null) => {
            if (value) onChange('weather', value);
          }}
          aria-labelledby={weatherLabelId}
        >
          {(Object.keys(WEATHER_LABELS) as Weather[]).map((weather) => (
            <ToggleButton key={weather} value={weather} sx={{ gap: 1, textTransform: 'none' }}>
              {WEATHER_ICONS[weather]}
              {WEATHER_LABELS[weather]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.weather ? (
          <FormLabel error sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }}>
            {errors.weather}
          </FormLabel>
        ) : null}
      </Box>
      {errorSummary}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<PlayArrowIcon />}
        sx={{ gridColumn: '1 / -1' }}
      >
        Kjør simulering
      </Button>
    </Box>
  );
}
