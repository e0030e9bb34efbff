// Reads and writes of the RPG logs (DND and DND_Items). One read of the whole node gives the
// entries and the info, so the list and the session number never disagree.
import { get, push, ref, remove, set, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { rates } from '../rates';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { nameRule, requireText, textRule, type TextRule } from '@/lib/forms/text';
import { DEFAULT_FROM, endSession, mapInfo, mapLog, parseSession, storyKey, type RpgEntry, type RpgLog } from './log';
import { rpgLogPaths, type RpgLogNode } from '../paths';

export const SESSION_INVALID_TEXT = 'Økt må være et helt tall fra 1 til 9999.';
export const DATE_INVALID_TEXT = 'Velg en gyldig dato.';
export const GAME_MASTER_ONLY_TEXT = 'Bare spillederen kan avslutte en økt. Avsluttet du nettopp en, vent noen sekunder og prøv igjen.';
export const sessionNotRunningText = (running: number) => `Økt ${running} pågår nå. Bare den kan avsluttes.`;
export const STORY_TAKEN_TEXT = 'Økta har allerede en historie, og den kan ikke skrives over.';

export const titleRule: TextRule = textRule('hendelsen');
export const personRule: TextRule = { ...nameRule('personen'), optional: true };
export const fromRule: TextRule = { ...nameRule('hvem det er fra'), optional: true };
export const storyRule: TextRule = { ...textRule('historien'), optional: true };

export const rpgLogRead = (node: RpgLogNode): DbRead<RpgLog> => valueRead(rpgLogPaths.log(node), mapLog);

export type NewEntry = { title: string; person: string; session: string | number; from: string; date: string };

export function requireSession(raw: string | number): number {
  const session = parseSession(raw);
  if (session === null) throw new InputError(SESSION_INVALID_TEXT);
  return session;
}

function checkedEntry(input: NewEntry) {
  const title = requireText(input.title, titleRule);
  const person = requireText(input.person, personRule);
  const from = requireText(input.from, fromRule) || DEFAULT_FROM;
  const session = requireSession(input.session);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw new InputError(DATE_INVALID_TEXT);
  return { title, person, session, from, date: input.date };
}

/**
 * A new entry, stamped with its author (who alone may edit or delete it). One entry per update
 * and one per uid every few seconds: the rate node rides along (lib/firebase/rate.ts).
 */
export async function addEntry(db: Database, node: RpgLogNode, uid: string, input: NewEntry): Promise<string> {
  const values = checkedEntry(input);
  const key = push(ref(db, rpgLogPaths.log(node))).key as string;
  await createEntry(db, node, uid, key, { ...values, by: uid });
  return key;
}

async function createEntry(db: Database, node: RpgLogNode, uid: string, key: string, value: Record<string, unknown>) {
  try {
    await update(ref(db), { [rpgLogPaths.entry(node, key)]: value, ...rates.stamp('rpglog', uid, `${node}/${key}`) });
  } catch (error) {
    // The input was checked above, so a refusal is the rate limit.
    if (isPermissionDenied(error)) throw new InputError(rates.waitText('rpglog'));
    throw error;
  }
}

/** The author changes their entry (the rules refuse anyone else, and keep `by`). */
export async function editEntry(db: Database, node: RpgLogNode, key: string, uid: string, input: NewEntry): Promise<void> {
  await set(ref(db, rpgLogPaths.entry(node, key)), { ...checkedEntry(input), by: uid });
}

/** The author deletes their entry; `restoreEntry` puts it back («Angre»). */
export function deleteEntry(db: Database, node: RpgLogNode, key: string): Promise<void> {
  return remove(ref(db, rpgLogPaths.entry(node, key)));
}

/**
 * Writes a deleted entry back under its own key, as its author. It is a creation like any
 * other (the rate limit applies), so «Angre» right after logging waits the interval out once.
 */
export async function restoreEntry(db: Database, node: RpgLogNode, uid: string, entry: RpgEntry): Promise<void> {
  const { title, person, session, from, date } = entry;
  const value = { title, person, session, from, date, by: uid };
  try {
    await createEntry(db, node, uid, entry.key, value);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, rates.intervals.rpglog));
    await createEntry(db, node, uid, entry.key, value);
  }
}

/**
 * The game master (a site admin, docs/apps.md) ends the running session: its story (written
 * once, never over another) and the session number one up, with the rate node (one move per
 * 10 s), in one update. Two of the game master's phones at once: the second is refused, read
 * again and told why.
 */
export async function endRpgSession(db: Database, node: RpgLogNode, uid: string, rawSession: string | number, rawStory: string): Promise<void> {
  const ended = requireSession(rawSession);
  const story = requireText(rawStory, storyRule);
  const info = mapInfo((await get(ref(db, rpgLogPaths.info(node)))).val());
  if (ended !== info.session) throw new InputError(sessionNotRunningText(info.session));
  if (story && info.stories[ended] !== undefined) throw new InputError(STORY_TAKEN_TEXT);
  const next = endSession(info, ended, story);
  const changes: Record<string, unknown> = {};
  if (next.session !== info.session) {
    changes[rpgLogPaths.session(node)] = next.session;
    Object.assign(changes, rates.stamp('rpgSession', uid, `${node}/session`));
  }
  if (story) changes[rpgLogPaths.story(node, storyKey(ended))] = story;
  if (Object.keys(changes).length === 0) return;
  try {
    await update(ref(db), changes);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const now = mapInfo((await get(ref(db, rpgLogPaths.info(node)))).val());
    if (now.session !== info.session) throw new InputError(sessionNotRunningText(now.session));
    // Not moved by anyone else: this phone is not the game master's, or it ended one just now.
    throw new InputError(GAME_MASTER_ONLY_TEXT);
  }
}
