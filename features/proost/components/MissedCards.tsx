'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { missedText } from '@/features/proost/lib/history';
import type { HistoryCard } from '@/features/proost/lib/types';
import { useMissedDraws } from './useMissedDraws';

export const SHOW_MISSED_TEXT = 'Vis kortene';
export const OLDER_GONE_TEXT = 'De eldste er ikke lagret lenger.';

/**
 * «Mens du var borte: 3 kort» on a phone that comes back (network or tab), with the cards it
 * missed from the room's timeline, newest first.
 */
export default function MissedCards({ seq, history }: { seq: number; history: readonly HistoryCard[] }) {
  const { missed, dismiss } = useMissedDraws(seq);
  const [open, setOpen] = useState(false);
  const titleId = useId();
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
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{missedText(count)}</DialogTitle>
        <DialogContent dividers>
          <List aria-label="Kort du gikk glipp av" dense>
            {cards.map((card) => (
              <ListItem key={card.seq} disableGutters divider sx={{ borderLeft: `6px solid ${card.color}`, pl: 1.5 }}>
                <ListItemText primary={card.text} secondary={card.type} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItem>
            ))}
          </List>
          {cards.length < count ? <Alert severity="info">{OLDER_GONE_TEXT}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" sx={{ minHeight: 44 }}>
            Lukk
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
