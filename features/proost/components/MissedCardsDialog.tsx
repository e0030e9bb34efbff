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
import { useId } from 'react';
import type { HistoryCard } from '@/features/proost/lib/types';

export const OLDER_GONE_TEXT = 'De eldste er ikke lagret lenger.';

type MissedCardsDialogProps = {
  title: string;
  /** The missed cards still in the room's timeline, newest first. */
  cards: readonly HistoryCard[];
  /** How many were drawn meanwhile (more than `cards` once the oldest have left the timeline). */
  count: number;
  onClose: () => void;
};

/** The cards a phone missed, opened from «Vis kortene». */
export default function MissedCardsDialog({ title, cards, count, onClose }: MissedCardsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
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
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          Lukk
        </Button>
      </DialogActions>
    </Dialog>
  );
}
