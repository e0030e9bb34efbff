// Roadmap suggestions and their status numbers (SPEC §4): stored as numbers, shown as words.

export const STATUSES = [
  { value: 1, label: 'Ny' },
  { value: 2, label: 'Startet' },
  { value: 3, label: 'Ferdig' },
  { value: 4, label: 'På vent' },
  { value: 5, label: 'Ikke mulig' },
] as const;

export type Status = (typeof STATUSES)[number]['value'];

export const NEW_STATUS: Status = 1;

export function isStatus(value: unknown): value is Status {
  return STATUSES.some((s) => s.value === value);
}

export function statusLabel(status: Status): string {
  return STATUSES.find((s) => s.value === status)?.label ?? '';
}

export type Suggestion = {
  key: string;
  title: string;
  desc: string;
  from: string;
  status: Status;
  createdAt: number;
};

/** By status (Ny first), then newest first. */
export function sortSuggestions(list: readonly Suggestion[]): Suggestion[] {
  return [...list].sort((a, b) => a.status - b.status || b.createdAt - a.createdAt || a.key.localeCompare(b.key));
}
