// Reads and writes of the RPG logs (DND and DND_Items). One read of the whole node gives the
// entries and the info, so the list and the session number never disagree.
import { push, ref, runTransaction, set, type Database } from 'firebase/database';
import { InputError } from '@/lib/firebase/errors';
import { paths, type RpgLogNode } from '@/lib/firebase/paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { nameRule, requireText, textRule, type TextRule } from '@/lib/forms/text';
import { DEFAULT_FROM, endSession, mapInfo, mapLog, parseSession, storyKey, type RpgLog } from './log';

export const SESSION_INVALID_TEXT = 'Økt må være et helt tall fra 1 til 9999.';
export const DATE_INVALID_TEXT = 'Velg en gyldig dato.';

export const titleRule: TextRule = textRule('hendelsen');
export const personRule: TextRule = { ...nameRule('personen'), optional: true };
export const fromRule: TextRule = { ...nameRule('hvem det er fra'), optional: true };
export const storyRule: TextRule = { ...textRule('historien'), optional: true };

export const rpgLogRead = (node: RpgLogNode): DbRead<RpgLog> => valueRead(paths.rpgLog(node), mapLog);

export type NewEntry = { title: string; person: string; session: string | number; from: string; date: string };

export function requireSession(raw: string | number): number {
  const session = parseSession(raw);
  if (session === null) throw new InputError(SESSION_INVALID_TEXT);
  return session;
}

export async function addEntry(db: Database, node: RpgLogNode, input: NewEntry): Promise<void> {
  const title = requireText(input.title, titleRule);
  const person = requireText(input.person, personRule);
  const from = requireText(input.from, fromRule) || DEFAULT_FROM;
  const session = requireSession(input.session);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw new InputError(DATE_INVALID_TEXT);
  const entry = push(ref(db, paths.rpgLog(node)));
  await set(entry, { title, person, session, from, date: input.date });
}

/**
 * Ends a session in one transaction: two people pressing at once both get their story kept and
 * the number moves on once, not twice.
 */
export async function endRpgSession(db: Database, node: RpgLogNode, rawSession: string | number, rawStory: string): Promise<void> {
  const ended = requireSession(rawSession);
  const story = requireText(rawStory, storyRule);
  await runTransaction(ref(db, paths.rpgLogInfo(node)), (current: unknown) => {
    const next = endSession(mapInfo(current), ended, story);
    const stored: Record<string, string> = {};
    for (const [session, text] of Object.entries(next.stories)) stored[storyKey(Number(session))] = text;
    return { session: next.session, story: stored };
  });
}
