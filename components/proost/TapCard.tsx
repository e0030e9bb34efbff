'use client';
import ButtonBase from '@mui/material/ButtonBase';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { DEFAULT_CARD_COLOR, textColorOn } from '@/lib/proost/color';
import { drawNextCard, EMPTY_POOL_TEXT } from '@/lib/proost/data';
import type { ProostRoom } from '@/lib/proost/types';
import { ANIMATION_MS } from './AnimatedList';

/**
 * The card the whole room shares: a tap draws the next question for every phone. Others may
 * tap only while the creator allows it (the rules refuse it otherwise).
 */
export default function TapCard({ code, room, isCreator }: { code: string; room: ProostRoom; isCreator: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  const canTap = isCreator || room.settings.allow_screen_tap;
  const empty = room.questions.length === 0;
  const color = room.card?.color ?? DEFAULT_CARD_COLOR;
  const ink = textColorOn(color);

  // The card the room opens with is shown at once; only a newly drawn card fades in.
  const cardKey = room.card?.at ?? 'none';
  const [firstCard] = useState(cardKey);

  let text: string;
  if (empty) text = `${EMPTY_POOL_TEXT} 🍻`;
  else if (room.card) text = room.card.text;
  else text = canTap ? 'Trykk for å trekke et spørsmål' : 'Venter på første spørsmål …';

  return (
    <>
      <ButtonBase
        onClick={() => write.run((db) => drawNextCard(db, code, uid, room))}
        disabled={!canTap || empty || write.pending}
        data-testid="tap-card"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          minHeight: 220,
          p: 3,
          mb: 1,
          borderRadius: 3,
          bgcolor: color,
          color: ink,
          transition: `background-color ${ANIMATION_MS}ms`,
          '&.Mui-disabled': { color: ink },
        }}
      >
        {room.card && !empty ? (
          <Typography variant="overline" sx={{ opacity: 0.85, fontWeight: 700 }} data-testid="card-type">
            {room.card.type}
          </Typography>
        ) : null}
        <Fade in appear={cardKey !== firstCard} key={cardKey} timeout={ANIMATION_MS}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, textAlign: 'center', overflowWrap: 'anywhere' }} data-testid="card-text">
            {text}
          </Typography>
        </Fade>
        {!canTap && !empty ? (
          <Typography variant="caption" sx={{ mt: 2, opacity: 0.85 }}>
            Bare den som laget rommet kan trekke nå
          </Typography>
        ) : null}
      </ButtonBase>
      <WriteStatus write={write} />
    </>
  );
}
