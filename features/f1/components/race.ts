// Everything a run needs and the page does not show before one: fetched as one chunk by F1Simulator.
export { default as ErrorSummary } from './ErrorSummary';
export { default as RaceResults } from './RaceResults';
export { simulateRace } from '@/features/f1/lib/simulate';
export { validateSettings } from '@/features/f1/lib/validate';
