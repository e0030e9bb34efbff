// Expiry in the user's local calendar days: "expires in 2 days" means two midnights from now
// where the user is, not in UTC.

export const EXPIRY_WARNING_DAYS = 3;

export type RowColour = 'green' | 'yellow' | 'red';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of `date` as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function isDay(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** Whole days from `today` (a Date, read in local time) to `day` (YYYY-MM-DD); null if invalid. */
export function daysUntil(day: string, today: Date): number | null {
  if (!isDay(day)) return null;
  const [y, m, d] = day.split('-').map(Number);
  // Both as UTC midnights of calendar days, so daylight-saving days still count as one.
  const target = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - now) / 86_400_000);
}

/** Green: available and not near expiry; yellow: expires in 0–3 days; red: unavailable or expired. */
export function rowColour(item: { available: boolean; expirationDate: string }, today: Date): RowColour {
  if (!item.available) return 'red';
  const days = daysUntil(item.expirationDate, today);
  if (days === null) return 'green';
  if (days < 0) return 'red';
  if (days <= EXPIRY_WARNING_DAYS) return 'yellow';
  return 'green';
}

/** 2026-11-05 → 05.11.2026 (Norwegian numeric date). */
export function formatDay(day: string): string {
  if (!isDay(day)) return day || '–';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** The expiry line's texts; `{n}` is the number of days. */
export const EXPIRY_TEXTS = {
  expiredDaysAgo: 'Gikk ut for {n} dager siden',
  expiredYesterday: 'Gikk ut i går',
  today: 'Går ut i dag',
  tomorrow: 'Går ut i morgen',
  inDays: 'Går ut om {n} dager',
} as const;

export function expiryText(day: string, today: Date): string {
  const days = daysUntil(day, today);
  if (days === null) return '';
  if (days < -1) return EXPIRY_TEXTS.expiredDaysAgo.replace('{n}', String(-days));
  if (days === -1) return EXPIRY_TEXTS.expiredYesterday;
  if (days === 0) return EXPIRY_TEXTS.today;
  if (days === 1) return EXPIRY_TEXTS.tomorrow;
  return EXPIRY_TEXTS.inDays.replace('{n}', String(days));
}
