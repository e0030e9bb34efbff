'use client';

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, type FormEvent } from 'react';
import { LIMITS, TYRES, TYRE_WEAR_PER_LAP, type Weather } from '@/lib/f1/constants';
import { formatPercent, WEATHER_LABELS } from '@/lib/f1/format';
import type { FormErrors, FormField, SimulationForm } from '@/lib/f1/validate';

type SettingsFormProps = {
  form: SimulationForm;
  errors: FormErrors;
  onChange: (field: FormField, value: string) => void;
  onSubmit: () => void;
};

const WEATHER_ICONS: Record<Weather, React.ReactNode> = {
  Sunny: <WbSunnyIcon fontSize="small" />,
  Rainy: <WaterDropIcon fontSize="small" />,
};

/** The simulator's settings. Text inputs (not type="number") so every bad value reaches our checks. */
export default function SettingsForm({ form, errors, onChange, onSubmit }: SettingsFormProps) {
  const weatherLabelId = useId();
  const hasErrors = Object.keys(errors).length > 0;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const numberProps = (field: 'laps' | 'speedKmh' | 'engineDurability', hint: string) => ({
    name: field,
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
    fullWidth: true,
    autoComplete: 'off',
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Innstillinger for simuleringen"
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, rowGap: 2 }}
    >
      <TextField
        label="Antall runder"
        {...numberProps('laps', `${LIMITS.laps.min}–${LIMITS.laps.max}`)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Fart"
        {...numberProps('speedKmh', `${LIMITS.speedKmh.min}–${LIMITS.speedKmh.max}`)}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">km/t</InputAdornment> },
        }}
      />
      <TextField
        select
        label="Dekk"
        name="tyre"
        value={form.tyre}
        onChange={(e) => onChange('tyre', e.target.value)}
        error={Boolean(errors.tyre)}
        helperText={errors.tyre ?? `Slites ${formatPercent(TYRE_WEAR_PER_LAP[form.tyre as keyof typeof TYRE_WEAR_PER_LAP] ?? 0)}/runde`}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {TYRES.map((tyre) => (
          <option key={tyre} value={tyre}>
            {tyre}
          </option>
        ))}
      </TextField>
      <TextField
        label="Motorholdbarhet"
        {...numberProps('engineDurability', `${LIMITS.engineDurability.min}–${LIMITS.engineDurability.max} (100 = ny)`)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
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
      {hasErrors ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          Simuleringen ble ikke kjørt. Rett opp feltene som er merket i rødt.
        </Alert>
      ) : null}
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
