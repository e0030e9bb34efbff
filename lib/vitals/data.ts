// Reading and writing web-vitals reports. The rules (database.rules.json, "vitals") accept only
// well-formed reports stamped with the server's time and let only site admins read them.
import { orderByChild, push, ref, serverTimestamp, startAt, type Database } from 'firebase/database';
import { paths } from '@/lib/firebase/paths';
import { listRead } from '@/lib/firebase/read';
import { storedReport, type StoredReport } from './p75';
import type { VitalsReport } from './report';

export function sendReport(db: Database, report: VitalsReport): Promise<void> {
  return push(ref(db, paths.vitals()), { ...report, at: serverTimestamp() }).then(() => undefined);
}

/** Reports stored at or after `since` (ms), oldest first. */
export function reportsSince(since: number) {
  return listRead<StoredReport>(paths.vitals(), (_key, value) => storedReport(value), {
    key: `since=${since}`,
    make: () => [orderByChild('at'), startAt(since)],
  });
}
