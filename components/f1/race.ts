// Everything a run needs and the page does not show before one: fetched as one chunk by F1Simulator.
export { default as ErrorSummary } from './ErrorSummary';
export { default as RaceResults } from './RaceResults';
export { simulateRace } from '@/lib/f1/simulate';
export { validateSettings } from '@/lib/f1/validate';
