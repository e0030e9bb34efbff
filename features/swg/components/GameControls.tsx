'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setGameActive } from '@/features/swg/lib/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';

export default function GameControls({ active }: { active: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="game-state">
          {active ? 'Spillet er i gang – tavla viser spillerne.' : 'Spillet er stoppet – tavla viser bare logoen.'}
        </Typography>
        <Button
          variant="contained"
          color={active ? 'error' : 'success'}
          disabled={write.pending}
          onClick={() => write.run((db) => setGameActive(db, uid, !active))}
        >
          {active ? 'Stopp spillet' : 'Start spillet'}
        </Button>
      </Stack>
      <WriteStatus write={write} />
    </Paper>
  );
}
