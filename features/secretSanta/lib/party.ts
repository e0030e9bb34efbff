// A Festrom party's own secret santa (docs/apps.md, "A party's own boards"): the same draw as the
// site's (one loop, draw.ts), but members sign up with their party name in one tap and the
// party's host draws, with no admin code. The rules (features/secretSanta/rules.ts, fest_santa)
// check that a draw covers everyone signed up, in one loop, each recipient given exactly once.
import { get, ref, serverTimestamp, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { partyPaths } from '@/lib/firebase/paths';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, num, str } from '@/lib/firebase/values';
import { partySantaPaths as paths } from '../paths';
import { DRAW_STALE_TEXT, TOO_FEW_TEXT } from './data';
import { drawSingleLoop, DRAW_MIN_PEOPLE, type Person } from './draw';
import type { Random } from './code';
import { getRoomContent } from '@/lib/rooms/roomContent';

export type PartyDrawInfo = { at: number; count: number; seq: number };

export const NO_PARTY_NAME_TEXT = 'Velg et navn i festen først.';
export const LIST_CHANGED_TEXT = 'Noen meldte seg på eller av akkurat nå. Prøv igjen.';
export const DRAWN_CLOSED_TEXT = 'Trekningen er gjort. Verten må avlyse den før noen kan melde seg på eller av.';

export const partyPeopleRead = (code: string): DbRead<Person[]> =>
  listRead(paths.people(code), (uid, value) => {
    const name = str(asRecord(value)?.name);
    return name ? { uid, name } : null;
  });

export const partyDrawInfoRead = (code: string): DbRead<PartyDrawInfo | null> =>
  valueRead(paths.info(code), (value) => {
    const record = asRecord(value);
    return record ? { at: num(record.at), count: num(record.count), seq: num(record.seq) } : null;
  });

/** The name the visitor gives to, or null before a draw (readable by the giver alone). */
export const partyAssignmentRead = (code: string, giverUid: string): DbRead<string | null> =>
  valueRead(paths.assignment(code, giverUid), (value) => str(asRecord(value)?.name) || null);

async function storedCount(db: Database, code: string): Promise<number> {
  return num((await get(ref(db, paths.count(code)))).val());
}

/**
 * Signs up (`join`) or withdraws: the sign-up and the count of sign-ups move together, in one
 * update. Two phones doing it at the same moment write the same count and one is refused; it
 * reads the count again and tries once more.
 */
async function changeSignUp(db: Database, code: string, uid: string, join: boolean): Promise<void> {
  let name = '';
  if (join) {
    name = str((await getRoomContent(db, 'fest', code, partyPaths.name(code, uid))).val());
    if (!name) throw new InputError(NO_PARTY_NAME_TEXT);
  }
  for (let attempt = 0; ; attempt++) {
    const count = await storedCount(db, code);
    try {
      await update(ref(db), {
        [paths.person(code, uid)]: join ? { name, at: serverTimestamp() } : null,
        [paths.count(code)]: count + (join ? 1 : -1),
      });
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      if ((await get(ref(db, paths.info(code)))).exists()) throw new InputError(DRAWN_CLOSED_TEXT);
      if (attempt >= 2) throw error;
    }
  }
}

/**
 * The host takes `uid` off the list before the draw (a guest removed from the party, say): the
 * sign-up, the count and `removed` naming it, in one update (the rules check all three).
 */
export async function partyRemoveSignUp(db: Database, code: string, uid: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const count = await storedCount(db, code);
    try {
      await update(ref(db), { [paths.person(code, uid)]: null, [paths.count(code)]: count - 1, [paths.removed(code)]: uid });
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      if ((await get(ref(db, paths.info(code)))).exists()) throw new InputError(DRAWN_CLOSED_TEXT);
      if (attempt >= 2) throw error;
    }
  }
}

export const partySignUp = (db: Database, code: string, uid: string) => changeSignUp(db, code, uid, true);
export const partyWithdraw = (db: Database, code: string, uid: string) => changeSignUp(db, code, uid, false);

/**
 * The host's draw for everyone signed up, replacing the draw `replaces` (what the host's screen
 * showed, null before the first or after a cancel): every giver's recipient, the inverse index
 * and the facts in one update. Giver i of the loop gives to giver i + 1 (the last to the first),
 * and each entry carries its i, which is how the rules follow the loop.
 */
export async function partyDraw(db: Database, code: string, people: readonly Person[], replaces: PartyDrawInfo | null, random: Random = Math.random): Promise<void> {
  if (people.length < DRAW_MIN_PEOPLE) throw new InputError(TOO_FEW_TEXT);
  const seq = (replaces?.seq ?? 0) + 1;
  const draw: Record<string, { uid: string; name: string; i: number; seq: number }> = {};
  const taken: Record<string, string> = {};
  const loop = drawSingleLoop(people, random);
  loop.forEach(({ giver, receiver }, i) => {
    draw[giver.uid] = { uid: receiver.uid, name: receiver.name, i, seq };
    taken[receiver.uid] = giver.uid;
  });
  try {
    await update(ref(db), {
      [paths.draw(code)]: draw,
      [paths.taken(code)]: taken,
      [paths.info(code)]: { at: serverTimestamp(), count: people.length, seq, first: loop[0]!.giver.uid },
    });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const [info, count] = await Promise.all([get(ref(db, paths.info(code))), storedCount(db, code)]);
    if (num(asRecord(info.val())?.seq) !== (replaces?.seq ?? 0)) throw new InputError(DRAW_STALE_TEXT);
    if (count !== people.length) throw new InputError(LIST_CHANGED_TEXT);
    throw error;
  }
}

/** The host cancels the draw as a whole: every assignment, the inverse index and the facts. */
export async function partyCancelDraw(db: Database, code: string): Promise<void> {
  await update(ref(db), { [paths.draw(code)]: null, [paths.taken(code)]: null, [paths.info(code)]: null });
}
