import { get, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, num, str } from '@/lib/firebase/values';
import { nameRule, requireText } from '@/lib/forms/text';
import { isCode, newCode, normaliseCode, type Random } from './code';
import { drawSingleLoop, DRAW_MIN_PEOPLE, type Person } from './draw';
import { santaPaths } from '../paths';

export const santaNameRule = nameRule('navnet ditt');
export const NO_ASSIGNMENT_TEXT = 'Du har ikke blitt tildelt person enda.';
export const UNKNOWN_CODE_TEXT = 'Fant ingen med den koden. Sjekk de ti tegnene.';
export const BAD_CODE_TEXT = 'Koden har ti tegn (bokstaver og tall).';
/** The rules allow each uid one lookup this often (database.rules.json, secretSanta/lookups). */
export const LOOKUP_INTERVAL_MS = 3000;
export const LOOKUP_WAIT_TEXT = 'Du prøvde en kode akkurat nå. Vent noen sekunder og prøv igjen.';
export const DRAW_STALE_TEXT = 'Trekningen er endret siden du så den (kanskje fra en annen telefon). Se over lista og trekk på nytt.';
export const TOO_FEW_TEXT = `Trekningen trenger minst ${DRAW_MIN_PEOPLE} påmeldte.`;

/** `seq` counts the draws (0 before the first, or for one saved before draws were counted). */
export type DrawInfo = { at: number; count: number; seq: number };
/** Who a code belongs to; `giverUid` opens their assignment once the lookup is recorded. */
export type CodeOwner = { code: string; name: string; giverUid: string };

/** The public list of who has signed up (names only), in sign-up order. */
export const peopleRead: DbRead<Person[]> = listRead(santaPaths.people(), (uid, value) => {
  const record = asRecord(value);
  const name = str(record?.name);
  return name ? { uid, name } : null;
});

/** The visitor's own code, or null before they sign up. Readable only by them. */
export const ownCodeRead = (uid: string): DbRead<string | null> =>
  valueRead(santaPaths.ownCode(uid), (value) => (typeof value === 'string' ? value : null));

export const drawInfoRead: DbRead<DrawInfo | null> = valueRead(santaPaths.drawInfo(), (value) => {
  const record = asRecord(value);
  return record ? { at: num(record.at), count: num(record.count), seq: num(record.seq) } : null;
});

/** The name a giver is to give to, or null before a draw. */
export const assignmentRead = (giverUid: string): DbRead<string | null> =>
  valueRead(santaPaths.assignment(giverUid), (value) => {
    const name = str(asRecord(value)?.name);
    return name || null;
  });

/**
 * Signs up: the public name, the private code, the code's record and this uid's lookup of the
 * code, in one update the rules check together. The lookup makes a sign-up count as a guess
 * (one per uid every 3 s), so a refused sign-up tells no faster than a lookup whether a code
 * exists (docs/security.md §Guessing). The update also sets `secretSanta/shape` = 2, which says
 * the list holds only names (people saved in SPEC.md's shape carried their code and assignment,
 * so the rules keep such a list unreadable until the migration (docs/deploy.md) has moved them and set
 * the mark).
 */
export async function signUp(db: Database, uid: string, rawName: string, random: Random = Math.random, keepCode?: string): Promise<string> {
  const name = requireText(rawName, santaNameRule);
  for (let attempt = 0; ; attempt++) {
    // «Angre» after withdrawing signs up again with the code the person already wrote down.
    const code = keepCode ?? newCode(random);
    try {
      await update(ref(db), {
        [santaPaths.person(uid)]: { name, added_by: uid, added_at: serverTimestamp() },
        [santaPaths.ownCode(uid)]: code,
        [santaPaths.byCode(code)]: { uid, name },
        [santaPaths.lookup(uid)]: { uid, code, at: serverTimestamp() },
        [santaPaths.shape()]: 2,
      });
      return code;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= 2) throw error;
      // Signed up already (another tab), a lookup a moment ago, or (rarely) a taken code: the
      // next try waits the lookup interval out.
      const own = await get(ref(db, santaPaths.ownCode(uid)));
      if (own.exists()) return own.val();
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_INTERVAL_MS));
    }
  }
}

/**
 * Looks a code up. First the guess is recorded (`lookups/{uid}`, one per uid every few seconds,
 * right or wrong); only then may this visitor read that code's record, and through it the
 * assignment. Nobody can read a record without a recorded guess, so guessing is as slow as the
 * rules' per-uid limit.
 */
export async function lookUpCode(db: Database, uid: string, raw: string): Promise<CodeOwner> {
  const code = normaliseCode(raw);
  if (!isCode(code)) throw new InputError(BAD_CODE_TEXT);
  const record = () => set(ref(db, santaPaths.lookup(uid)), { uid, code, at: serverTimestamp() });
  try {
    await record();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // A second lookup straight after the first (a typo): wait out the interval once ourselves.
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_INTERVAL_MS));
    try {
      await record();
    } catch (again) {
      if (isPermissionDenied(again)) throw new InputError(LOOKUP_WAIT_TEXT);
      throw again;
    }
  }
  const owner = asRecord((await get(ref(db, santaPaths.byCode(code)))).val());
  if (!owner) throw new InputError(UNKNOWN_CODE_TEXT);
  return { code, name: str(owner.name), giverUid: str(owner.uid) };
}

/**
 * Site admin only: a new draw for everyone signed up, replacing the draw `replaces` (what the
 * admin's screen showed, null before the first). The rules take only the next seq, so a draw
 * queued while offline, after another phone drew, is refused with DRAW_STALE_TEXT.
 */
export async function runDraw(
  db: Database,
  people: readonly Person[],
  replaces: DrawInfo | null,
  random: Random = Math.random,
): Promise<void> {
  if (people.length < DRAW_MIN_PEOPLE) throw new InputError(TOO_FEW_TEXT);
  const draw: Record<string, { uid: string; name: string }> = {};
  for (const { giver, receiver } of drawSingleLoop(people, random)) draw[giver.uid] = { uid: receiver.uid, name: receiver.name };
  try {
    await update(ref(db), {
      [santaPaths.draw()]: draw,
      [santaPaths.drawInfo()]: { at: serverTimestamp(), count: people.length, seq: (replaces?.seq ?? 0) + 1 },
    });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const stored = asRecord((await get(ref(db, santaPaths.drawInfo()))).val());
    if (num(stored?.seq) !== (replaces?.seq ?? 0)) throw new InputError(DRAW_STALE_TEXT);
    throw error;
  }
}

/**
 * Site admin only: empties the list for a new round (people, codes, code records, the draw).
 * It is also how codes squatted by a hostile guest go: nobody can list them (docs/apps.md).
 */
export async function clearList(db: Database): Promise<void> {
  await update(ref(db), {
    [santaPaths.people()]: null,
    [santaPaths.codes()]: null,
    [santaPaths.byCodes()]: null,
    [santaPaths.draw()]: null,
    [santaPaths.drawInfo()]: null,
  });
}

/**
 * Withdraws the visitor's own sign-up: name, code and the code's record go together, so the
 * code no longer opens anything. Signing up again with the same code (`signUp`'s keepCode) undoes it.
 */
export async function withdraw(db: Database, uid: string, code: string): Promise<void> {
  await update(ref(db), {
    [santaPaths.person(uid)]: null,
    [santaPaths.ownCode(uid)]: null,
    [santaPaths.byCode(code)]: null,
  });
}

/** Site admin only: takes someone off the list. Their code stays theirs, so it can be undone. */
export function removePerson(db: Database, uid: string): Promise<void> {
  return set(ref(db, santaPaths.person(uid)), null);
}

/** Puts a person back on the list (the admin's «Angre», or the person themselves after a removal). */
export function restorePerson(db: Database, person: Person): Promise<void> {
  return set(ref(db, santaPaths.person(person.uid)), { name: person.name, added_by: person.uid, added_at: serverTimestamp() });
}

/**
 * The name a code was signed up with (someone taken off the list signs up again with it). The
 * code record is read like any lookup, through this uid's attempt node: the rules allow no
 * other way, not even for one's own code.
 */
export async function nameOfCode(db: Database, uid: string, code: string): Promise<string> {
  return (await lookUpCode(db, uid, code)).name;
}
