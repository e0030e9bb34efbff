'use client';

import { useEffect, useRef, useState } from 'react';
import { DEFAULT_SETTINGS } from '@/lib/f1/constants';
import type { Random } from '@/lib/f1/random';
import { simulateRace, type SimulationResult } from '@/lib/f1/simulate';
import { toForm, validateSettings, type FormErrors, type FormField, type SimulationForm } from '@/lib/f1/validate';
import RaceResults from './RaceResults';
import SettingsForm from './SettingsForm';

type F1SimulatorProps = {
  /** The random source of a run; tests pass a seeded one. */
  random?: Random;
};

/** The /f1 screen: settings, and the results of the last run. */
export default function F1Simulator({ random = Math.random }: F1SimulatorProps) {
  const [form, setForm] = useState<SimulationForm>(() => toForm(DEFAULT_SETTINGS));
  const [errors, setErrors] = useState<FormErrors>({});
  const [result, setResult] = useState<SimulationResult | null>(null);
  const [runId, setRunId] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const handleChange = (field: FormField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const handleSubmit = () => {
    const validation = validateSettings(form);
    if (!validation.ok) {
      setErrors(validation.errors);
      setResult(null);
      const firstBad = document.querySelector<HTMLInputElement>(
        `form [name="${Object.keys(validation.errors)[0]}"]`,
      );
      firstBad?.focus();
      return;
    }
    setErrors({});
    setResult(simulateRace(validation.settings, random));
    setRunId((id) => id + 1);
  };

  // After a run, bring the results into view (they are below the form on a phone).
  useEffect(() => {
    if (runId === 0) return;
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [runId]);

  return (
    <>
      <SettingsForm form={form} errors={errors} onChange={handleChange} onSubmit={handleSubmit} />
      {result ? <RaceResults ref={resultsHeading} result={result} /> : null}
    </>
  );
}
