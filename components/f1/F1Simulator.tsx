'use client';

import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SETTINGS } from '@/lib/f1/constants';
import type { Random } from '@/lib/f1/random';
import { simulateRace, type SimulationResult } from '@/lib/f1/simulate';
import { toForm, validateSettings, type FormErrors, type FormField, type SimulationForm } from '@/lib/f1/validate';
import SettingsForm from './SettingsForm';

type RaceResultsComponent = typeof import('./RaceResults').default;

// The results (tables, chips, the chart's loader) are only seen after a run, so they stay out of
// the page's first load. Not next/dynamic: its React.lazy suspends for a commit even when the chunk
// is already here, which would flash a placeholder and run the focus move before the heading exists.
let raceResults: Promise<RaceResultsComponent> | undefined;
function loadRaceResults() {
  raceResults ??= import('./RaceResults').then(
    (module) => module.default,
    (error: unknown) => {
      // Let a later run try again (e.g. after the network is back).
      raceResults = undefined;
      throw error;
    },
  );
  return raceResults;
}

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
  const [RaceResults, setRaceResults] = useState<RaceResultsComponent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const interacted = useRef(false);

  const fetchResults = useCallback(() => {
    loadRaceResults().then(
      (component) => {
        setLoadFailed(false);
        setRaceResults(() => component);
      },
      () => setLoadFailed(true),
    );
  }, []);

  // Fetch the results while the visitor is still reading the form, so the first run is instant.
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchResults, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(fetchResults, 1000);
    return () => clearTimeout(handle);
  }, [fetchResults]);

  // Touching the form is a strong hint of a run: fetch the results and the (much larger) chart now,
  // rather than making every visitor download the chart library.
  const handleInteraction = () => {
    if (interacted.current) return;
    interacted.current = true;
    fetchResults();
    import('./LapTimesChart').catch(() => {
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
    if (!RaceResults) fetchResults();
  };

  // After a run, bring the results into view (they are below the form on a phone). Also when the
  // results UI arrives after the run, if the click beat the fetch.
  useEffect(() => {
    if (runId === 0) return;
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [runId, RaceResults]);

  let results = null;
  if (result && RaceResults) {
    results = <RaceResults ref={resultsHeading} result={result} />;
  } else if (result) {
    results = (
      <Typography role="status" color={loadFailed ? 'error' : 'text.secondary'} sx={{ mt: 4 }}>
        {loadFailed ? 'Fikk ikke lastet resultatet. Sjekk nettet og kjør simuleringen på nytt.' : 'Laster resultatet …'}
      </Typography>
    );
  }

  return (
    <>
      <SettingsForm
        form={form}
        errors={errors}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onInteraction={handleInteraction}
      />
      {results}
    </>
  );
}
