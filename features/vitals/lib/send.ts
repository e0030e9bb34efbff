// Writing one web-vitals report, apart from the admin's reading (data.ts): every visitor's phone
// fetches this after its page has settled, so it carries nothing else. The rules
// (database.rules.json, "vitals") accept only well-formed reports stamped with the server's time.
import { push, ref, serverTimestamp, update, type Database } from 'firebase/database';
import { vitalsPaths } from '../paths';
import { rates, vitalsKind } from '../rates';
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
