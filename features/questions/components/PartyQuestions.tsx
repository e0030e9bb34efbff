'use client';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { partyHostRead } from '@/lib/rooms/party';
import { QuestionBoard } from './QuestionBoardScreen';

/**
 * A Festrom party's own question board (fest/{code}/questions): the site board's screen scoped to
 * the party, for its members. Mounted by the party page inside its gate (features/fest, through
 * the manifest's `party` part), so it has no DatabaseGate of its own.
 */
export default function PartyQuestions({ code }: { code: string }) {
  const uid = useUid();
  // Deliberately no DbView: whether «Fjern» shows must not hold back or reflow the board.
  const host = useDbValue(useMemo(() => partyHostRead(code), [code]));
  const isHost = host.status === 'success' && host.data === uid;
  return (
    <section aria-labelledby={`party-questions-${code}`}>
      <Typography id={`party-questions-${code}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Spørsmålstavla
      </Typography>
      <QuestionBoard scope={code} mayRemove={isHost} />
    </section>
  );
}
