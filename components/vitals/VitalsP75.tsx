'use client';
import { useMemo, useState } from 'react';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { reportsSince } from '@/lib/vitals/data';
import { summarize, windowStart } from '@/lib/vitals/p75';
import P75Table from './P75Table';

/**
 * Field data for the site admin: p75 per route over the last 7 days. Mount it inside the
 * /admin page's admin-only area (under DatabaseGate); the rules let only site admins read.
 */
export default function VitalsP75() {
  // The window is fixed when the table opens, so the live query keeps one key.
  const [since] = useState(() => windowStart(Date.now()));
  const read = useMemo(() => reportsSince(since), [since]);
  const result = useDbValue(read);
  return <DbView result={result}>{(reports) => <P75Table rows={summarize(reports, since)} />}</DbView>;
}
