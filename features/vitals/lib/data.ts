// Reading web-vitals reports for the admin's table. The rules (database.rules.json, "vitals")
// let only site admins read them; every visitor's phone writes them with send.ts.
import { limitToLast, orderByChild, ref, remove, startAt, type Database } from 'firebase/database';
import { vitalsPaths } from '../paths';
import { listRead } from '@/lib/firebase/read';
import { storedReport, type StoredReport } from './p75';

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
