'use client';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/components/firebase/SessionProvider';
import { useAfterLoad } from '@/components/shell/useAfterLoad';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { retryImport } from '@/lib/browser/retryImport';
import type { VitalsReport } from '@/features/vitals/lib/report';

/**
 * Field data from real phones: once the page has loaded and settled, collects LCP, INP, CLS, FCP and TTFB
 * (the web-vitals library) and stores each final value in the database once the visitor is
 * signed in and the page has settled again. Everything it needs — web-vitals, the database SDK, the write — is imported on
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
        retryImport(() => import('./collectVitals'))
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
  const uid = session.status === 'ready' ? session.uid : null;
  // Reports are never urgent. On a page that only shows the uid, sign-in itself waited for the
  // page to settle; the database SDK the reports need waits for the next quiet moment, so the two
  // downloads and start-ups (each a long task on a cheap phone) never stack up.
  const canSend = useAfterLoad(firebase !== null);
  useEffect(() => {
    if (!firebase || !uid || !canSend || queue.current.length === 0) return;
    const batch = queue.current.splice(0);
    Promise.all([firebase.database(), retryImport(() => import('@/features/vitals/lib/send'))])
      .then(([db, { sendReport }]) => Promise.all(batch.map((report) => sendReport(db, uid, report))))
      .catch((error: unknown) => console.warn('Could not store web-vitals reports', error));
  }, [firebase, uid, canSend, queued]);

  return null;
}
