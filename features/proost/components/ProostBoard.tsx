'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { proostRoomRead } from '@/features/proost/lib/data';
import { DEFAULT_CARD_COLOR, textColorOn } from '@/features/proost/lib/color';

/**
 * A Proost room on a party's TV board («Kveldens tavle», features/fest): the current card in
 * large type, nothing else (no question pool, no controls).
 */
export default function ProostBoard({ code }: { code: string }) {
  const room = useDbValue(proostRoomRead(code));
  return (
    <DbView result={room}>
      {(data) => {
        const card = data?.card ?? null;
        const color = card?.color ?? DEFAULT_CARD_COLOR;
        return (
          <Box
            sx={{ p: 3, borderRadius: 2, minHeight: 160, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
            style={{ backgroundColor: color, color: textColorOn(color) }}
            data-testid="board-proost-card"
          >
            {card ? (
              <>
                <Typography sx={{ fontSize: '1.4rem', opacity: 0.85 }}>{card.type}</Typography>
                <Typography sx={{ fontSize: '2.6rem', fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}>{card.text}</Typography>
              </>
            ) : (
              <Typography sx={{ fontSize: '2rem' }}>Ingen kort trukket ennå.</Typography>
            )}
          </Box>
        );
      }}
    </DbView>
  );
}
