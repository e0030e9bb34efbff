// Reading and writing web-vitals reports. The rules (database.rules.json, "vitals") accept only
// well-formed reports stamped with the server's time and let only site admins read them.
import { limitToLast, orderByChild, push, ref, remove, serverTimestamp, startAt, update, type Database } from 'firebase/database';
import { vitalsPaths } from '../paths';
import { rates, vitalsKind } from '../rates';
import { listRead } from '@/lib/firebase/read';
import { storedReport, type StoredReport } from './p75';
import type { VitalsReport } from './report';

/**
 * Stores one report with its author's uid. The rules take one report per metric per uid every
 * few seconds (the rate node rides along): a visit sends each metric once.
 */
export function sendReport(db: Database, uid: string, report: VitalsReport): Promise<void> {
  const key = push(ref(db, vitalsPaths.reports())).key as string;
  return update(ref(db), {
    [`${vitalsPaths.reports()}/${key}`]: { ...report, at: serverTimestamp(), by: uid },
    ...rates.stamp(vitalsKind(report.name), uid, key),
  });
}

/** At most this many reports are downloaded for the admin's table: the newest. */
export const REPORTS_LIMIT = 5000;

/** Reports stored at or after `since` (ms), oldest first; at most REPORTS_LIMIT, the newest. */
export function reportsSince(since: number) {
  return listRead<StoredReport>(vitalsPaths.reports(), (key, value) => storedReport(value, key), {
    key: `since=${since}&last=${REPORTS_LIMIT}`,
    make: () => [orderByChild('at'), startAt(since), limitToLast(REPORTS_LIMIT)],
  });
}

/** Site admin only: removes every stored report (the table starts over). */
export function clearReports(db: Database): Promise<void> {
  return remove(ref(db, vitalsPaths.reports()));
}
