// The rules of the RPG session log and item log (SPEC §3 "Role-playing log entry"): typed
// entries, session numbers, ending a session, and the log as plain text for a chat.
import { asRecord, str } from '@/lib/firebase/values';

export type RpgEntry = {
  key: string;
  title: string;
  person: string;
  session: number;
  from: string;
  /** YYYY-MM-DD, or '' when stored data had none. */
  date: string;
  /** The author's uid, who alone may edit or delete the entry; '' for entries from before. */
  by: string;
};

export type RpgInfo = {
  /** The session being played now (the one new entries default to). */
  session: number;
  /** Each ended session's story, by session number. */
  stories: Record<number, string>;
};

export type RpgLog = { entries: RpgEntry[]; info: RpgInfo };

export const DEFAULT_FROM = 'DM';
export const FIRST_SESSION = 1;
export const SESSION_MAX = 9999;
/** The child of the log node that holds session and story; it is not an entry. */
export const INFO_KEY = 'info';

/** `story/s3` holds session 3's story: a letter first, or RTDB would turn the map into an array. */
export const storyKey = (session: number) => `s${session}`;

/** A session number typed by a person: a whole number 1–9999, else null. */
export function parseSession(raw: string | number): number | null {
  const text = String(raw).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= FIRST_SESSION && value <= SESSION_MAX ? value : null;
}

function sessionOf(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : FIRST_SESSION;
  if (typeof value === 'string') return parseSession(value) ?? FIRST_SESSION;
  return FIRST_SESSION;
}

export function mapEntry(key: string, value: unknown): RpgEntry | null {
  const record = asRecord(value);
  if (key === INFO_KEY || !record) return null;
  const title = str(record.title).trim();
  if (!title) return null;
  return {
    key,
    title,
    person: str(record.person).trim(),
    session: sessionOf(record.session),
    from: str(record.from).trim() || DEFAULT_FROM,
    date: /^\d{4}-\d{2}-\d{2}$/.test(str(record.date)) ? str(record.date) : '',
    by: str(record.by),
  };
}

export function mapInfo(value: unknown): RpgInfo {
  const record = asRecord(value) ?? {};
  const session = sessionOf(record.session);
  const stories: Record<number, string> = {};
  const storyMap = asRecord(record.story);
  if (storyMap) {
    for (const [key, text] of Object.entries(storyMap)) {
      const match = /^s(\d{1,4})$/.exec(key);
      if (match && typeof text === 'string' && text.trim()) stories[Number(match[1])] = text.trim();
    }
  } else if (typeof record.story === 'string' && record.story.trim() && session > FIRST_SESSION) {
    // Older data kept one story: that of the session before the current one.
    stories[session - 1] = record.story.trim();
  }
  return { session, stories };
}

/** Entries in the order they happened: by session, then date, then when they were logged. */
export function compareEntries(a: RpgEntry, b: RpgEntry): number {
  return a.session - b.session || a.date.localeCompare(b.date) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The whole log node: every entry (never the info node) in order, and the info. */
export function mapLog(value: unknown): RpgLog {
  const record = asRecord(value) ?? {};
  const entries: RpgEntry[] = [];
  for (const [key, child] of Object.entries(record)) {
    const entry = mapEntry(key, child);
    if (entry) entries.push(entry);
  }
  entries.sort(compareEntries);
  return { entries, info: mapInfo(record[INFO_KEY]) };
}

/**
 * Ending `ended` records its story and moves the current session on by one (the rules allow
 * no other step, so nobody can jump the number and hide every story). Ending an earlier
 * session again (a late story) never moves the number back.
 */
export function endSession(info: RpgInfo, ended: number, story: string): RpgInfo {
  const stories = { ...info.stories };
  const text = story.trim();
  if (text) stories[ended] = text;
  return { session: ended >= info.session ? Math.min(SESSION_MAX, info.session + 1) : info.session, stories };
}

/** Today as YYYY-MM-DD in the visitor's own time zone (what a date input shows). */
export function isoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 2026-11-22 → 22.11.2026, the Norwegian way. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Sessions that have entries or a story, in order, each with its entries. */
export function groupBySession(log: RpgLog): { session: number; story: string; entries: RpgEntry[] }[] {
  const sessions = new Set<number>(log.entries.map((entry) => entry.session));
  for (const key of Object.keys(log.info.stories)) sessions.add(Number(key));
  return [...sessions]
    .sort((a, b) => a - b)
    .map((session) => ({
      session,
      story: log.info.stories[session] ?? '',
      entries: log.entries.filter((entry) => entry.session === session).sort(compareEntries),
    }));
}

/** One line per entry: «22.11.2026 – Fant sverdet (Kari) · fra DM». */
export function entryLine(entry: RpgEntry): string {
  const date = formatDate(entry.date);
  const person = entry.person ? ` (${entry.person})` : '';
  return `${date ? `${date} – ` : ''}${entry.title}${person} · fra ${entry.from}`;
}

/** The whole log as plain text, grouped by session, ready to paste into a chat. */
export function logText(heading: string, log: RpgLog): string {
  const groups = groupBySession(log);
  const lines = [heading];
  if (groups.length === 0) lines.push('', 'Ingen oppføringer ennå.');
  for (const group of groups) {
    lines.push('', `Økt ${group.session}`);
    if (group.story) lines.push(group.story);
    for (const entry of group.entries) lines.push(`- ${entryLine(entry)}`);
  }
  return lines.join('\n');
}
