'use client';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { undo } from '@/features/swg/lib/data';
import { describeEntry, lastUndoable, type HistoryEntry } from '@/features/swg/lib/game';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';

const time = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The last few changes, newest first, and an undo for the newest one not yet undone. */
export default function History({ entries }: { entries: HistoryEntry[] }) {
  const write = useDbWrite();
  const target = lastUndoable(entries);
  const newestFirst = [...entries].reverse();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="swg-history">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="swg-history" variant="h6" component="h2">
          Siste endringer
        </Typography>
        <Button startIcon={<UndoIcon />} disabled={!target || write.pending} onClick={() => write.run((db) => undo(db, target))}>
          {target ? 'Angre siste' : 'Angre'}
        </Button>
      </Stack>
      <WriteStatus write={write} />
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">Ingen endringer ennå.</Typography>
      ) : (
        <Typography component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="swg-history">
          {newestFirst.map((entry) => (
            <Typography
              component="li"
              key={entry.key}
              variant="body2"
              sx={{ py: 0.25, color: entry.undone ? 'text.secondary' : 'text.primary', textDecoration: entry.undone ? 'line-through' : 'none' }}
            >
              {entry.at ? `${time.format(entry.at)} · ` : ''}
              {describeEntry(entry)}
            </Typography>
          ))}
        </Typography>
      )}
    </Paper>
  );
}
