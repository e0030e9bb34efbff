'use client';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { freeSeat, setSeatOpen } from '@/features/battleshots/lib/data';
import type { BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';
import { TAP } from './tapTargets';

/**
 * The creator's say over the second seat: in a public room, whether anyone in the room may take
 * it (SPEC's allow_new_players, the one switch that means something in Battleshots); and, once
 * someone sits there, freeing it again. The rules refuse both to anyone else.
 */
export default function SeatControls({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const write = useDbWrite();
  const [asking, setAsking] = useState(false);
  if (uid !== room.settings.createdBy) return null;
  const challenger = room.challenger;
  if (!challenger && room.settings.private) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Plassen til motspilleren" sx={{ p: 1.5, mb: 2 }}>
      {challenger ? (
        <>
          <Button variant="outlined" size="small" sx={TAP} disabled={write.pending} onClick={() => setAsking(true)}>
            Frigjør plassen til {nameOf(room, challenger)}
          </Button>
          <ConfirmDialog
            open={asking}
            title={`Frigjøre plassen til ${nameOf(room, challenger)}?`}
            text="Spillet begynner på nytt, og plassen blir ledig for en ny motspiller."
            confirmLabel="Ja, frigjør plassen"
            onConfirm={() => {
              setAsking(false);
              void write.run((db) => freeSeat(db, code, room));
            }}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={room.settings.allowNewPlayers}
                disabled={write.pending}
                onChange={(event) => void write.run((db) => setSeatOpen(db, code, event.target.checked))}
              />
            }
            label="Andre i rommet kan ta plassen"
            sx={{ minHeight: 44 }}
          />
          <Typography variant="body2" color="text.secondary">
            Den som åpner lenken fra «Inviter», kan ta plassen med en gang. Slå dette på for å slippe til andre i rommet også.
          </Typography>
        </>
      )}
      <WriteStatus write={write} />
    </Paper>
  );
}
