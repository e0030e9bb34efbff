'use client';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { clearReports, reportsSince } from '@/features/vitals/lib/data';
import { summarize, windowStart } from '@/features/vitals/lib/p75';
import P75Table from './P75Table';

/**
 * Field data for the site admin: p75 per route over the last 7 days. Mount it inside the
 * /admin page's admin-only area (under DatabaseGate); the rules let only site admins read.
 * The admin can clear every report (after a flood of forged ones, or to measure afresh).
 */
export default function VitalsP75() {
  // The window is fixed when the table opens, so the live query keeps one key.
  const [since] = useState(() => windowStart(Date.now()));
  const read = useMemo(() => reportsSince(since), [since]);
  const result = useDbValue(read);
  const write = useDbWrite();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <DbView result={result}>{(reports) => <P75Table rows={summarize(reports, since)} />}</DbView>
      <WriteStatus write={write} />
      <Button variant="outlined" color="error" size="small" sx={{ mt: 1 }} onClick={() => setAsking(true)} disabled={write.pending}>
        Tøm rapportene
      </Button>
      <ConfirmDialog
        open={asking}
        title="Tømme rapportene?"
        text="Alle lagrede målinger fra besøkende slettes, og tabellen starter på nytt. Det kan ikke angres."
        confirmLabel="Ja, tøm rapportene"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void write.run((db) => clearReports(db));
        }}
      />
    </>
  );
}
