'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazyPart';
import { missedText } from '@/features/proost/lib/history';
import type { HistoryCard } from '@/features/proost/lib/types';
import { useMissedDraws } from './useMissedDraws';

// Only a phone that comes back needs the list (a dialog, MUI's modal and list): fetched when the
// notice shows, not with the room, so a first visit's live card does not wait for its bytes.
const MissedCardsDialog = lazyPart(() => import('./MissedCardsDialog'));

export const SHOW_MISSED_TEXT = 'Vis kortene';

/**
 * «Mens du var borte: 3 kort» on a phone that comes back (network or tab), with the cards it
 * missed from the room's timeline, newest first.
 */
export default function MissedCards({ seq, history }: { seq: number; history: readonly HistoryCard[] }) {
  const { missed, dismiss } = useMissedDraws(seq);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (missed) MissedCardsDialog.preload();
  }, [missed]);
  if (!missed) return null;
  const count = missed.to - missed.from;
  const cards = history.filter((c) => c.seq > missed.from && c.seq <= missed.to).reverse();
  const close = () => {
    setOpen(false);
    dismiss();
  };
  return (
    <>
      <Alert
        severity="info"
        role="status"
        data-testid="missed-cards"
        onClose={dismiss}
        slotProps={{ closeButton: { 'aria-label': 'Lukk', sx: { minWidth: 44, minHeight: 44 } } }}
        action={
          cards.length > 0 ? (
            <Button color="inherit" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
              {SHOW_MISSED_TEXT}
            </Button>
          ) : undefined
        }
        sx={{ mb: 1, alignItems: 'center' }}
      >
        {missedText(count)}
      </Alert>
      {open ? <MissedCardsDialog title={missedText(count)} cards={cards} count={count} onClose={close} /> : null}
    </>
  );
}
