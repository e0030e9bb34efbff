'use client';
import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazyPart';
import PlainAlert, { PlainAlertButton } from '@/components/ui/PlainAlert';
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
      <PlainAlert
        severity="info"
        role="status"
        testId="missed-cards"
        onClose={dismiss}
        action={cards.length > 0 ? <PlainAlertButton onClick={() => setOpen(true)}>{SHOW_MISSED_TEXT}</PlainAlertButton> : undefined}
      >
        {missedText(count)}
      </PlainAlert>
      {open ? <MissedCardsDialog title={missedText(count)} cards={cards} count={count} onClose={close} /> : null}
    </>
  );
}
