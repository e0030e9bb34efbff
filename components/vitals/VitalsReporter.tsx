'use client';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/components/firebase/SessionProvider';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import type { VitalsReport } from '@/lib/vitals/report';

/**
 * Field data from real phones: once the page has loaded and settled, collects LCP, INP, CLS, FCP and TTFB
 * (the web-vitals library) and stores each final value in the database once the visitor is
 * signed in. Everything it needs — web-vitals, the database SDK, the write — is imported on
 * demand, so none of it is part of any page's first load. Best effort: a value that is only
 * final when the visitor leaves (CLS, INP) may be lost if the tab closes at once.
 */
export default function VitalsReporter() {
  const session = useSession();
  const queue = useRef<VitalsReport[]>([]);
  const [queued, setQueued] = useState(0);

  useEffect(
    () =>
      afterPageSettled(() => {
        import('./collectVitals')
          .then(({ collectVitals }) =>
            collectVitals((report) => {
              queue.current.push(report);
              setQueued((n) => n + 1);
            }),
          )
          .catch((error: unknown) => console.warn('Could not start web-vitals reporting', error));
      }),
    [],
  );

  const firebase = session.status === 'ready' ? session.firebase : null;
  useEffect(() => {
    if (!firebase || queue.current.length === 0) return;
    const batch = queue.current.splice(0);
    Promise.all([firebase.database(), import('@/lib/vitals/data')])
      .then(([db, { sendReport }]) => Promise.all(batch.map((report) => sendReport(db, report))))
      .catch((error: unknown) => console.warn('Could not store web-vitals reports', error));
  }, [firebase, queued]);

  return null;
}
