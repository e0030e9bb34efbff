'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { cachedRetryImport, retryImport } from '@/lib/browser/retryImport';
import { DEFAULT_SETTINGS } from '@/features/f1/lib/constants';
import { toForm, type FormErrors, type FormField, type SimulationForm } from '@/features/f1/lib/form';
import type { Random } from '@/lib/random/random';
import type { SimulationResult } from '@/features/f1/lib/simulate';
import SettingsForm from './SettingsForm';
import styles from './F1Simulator.module.css';

type Race = typeof import('./race');

// Validation, the model and the results UI are only needed once the visitor runs a race, so they
// stay out of the page's first load and are fetched while the form is being read. Once here, a run
// is synchronous as before: no placeholder flashes and the focus move finds the results heading.
const loadRace: () => Promise<Race> = cachedRetryImport(() => import('./race'));

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
  const [race, setRace] = useState<Race | null>(null);
  const [loading, setLoading] = useState<'idle' | 'waiting' | 'failed'>('idle');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const interacted = useRef(false);

  const fetchRace = useCallback(() => {
    const request = loadRace();
    request.then(setRace, () => {});
    return request;
  }, []);

  // Once the page has settled (an idle callback fires in the first gap between hydration tasks,
  // competing with them on a slow phone); touching the form fetches it at once.
  useEffect(() => afterPageSettled(() => void fetchRace()), [fetchRace]);

  // Touching the form is a strong hint of a run: fetch the run and the (much larger) chart now,
  // rather than making every visitor download the chart library.
  const handleInteraction = () => {
    if (interacted.current) return;
    interacted.current = true;
    fetchRace();
    retryImport(() => import('./LapTimesChart')).catch(() => {
      // The chart's own loader tries again and shows the failure when it is needed.
    });
  };

  const handleChange = (field: FormField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const run = ({ validateSettings, simulateRace }: Race, values: SimulationForm) => {
    const validation = validateSettings(values);
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

  const handleSubmit = () => {
    if (race) {
      run(race, form);
      return;
    }
    if (loading === 'waiting') return;
    // The click beat the fetch (a slow network): run the values as they were at the click.
    const values = form;
    setLoading('waiting');
    fetchRace().then(
      (loaded) => {
        setLoading('idle');
        run(loaded, values);
      },
      () => setLoading('failed'),
    );
  };

  // After a run, bring the results into view (they are below the form on a phone).
  useEffect(() => {
    if (runId === 0) return;
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [runId]);

  const RaceResults = race?.RaceResults;
  return (
    <>
      <SettingsForm
        form={form}
        errors={errors}
        onChange={handleChange}
        onSubmit={handleSubmit}
        errorSummary={race && Object.keys(errors).length > 0 ? <race.ErrorSummary /> : null}
        onInteraction={handleInteraction}
      />
      {loading !== 'idle' ? (
        <p role="status" className={loading === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}>
          {loading === 'failed'
            ? 'Fikk ikke lastet simuleringen. Sjekk nettet og prøv igjen.'
            : 'Laster simuleringen …'}
        </p>
      ) : null}
      {result && RaceResults ? <RaceResults ref={resultsHeading} result={result} /> : null}
    </>
  );
}
