import Typography from '@mui/material/Typography';

/** The text every empty list shows (SPEC §8). */
export const EMPTY_TEXT = 'Ingenting å vise her';

/** Shown in place of a list with nothing in it. */
export default function EmptyState({ text = EMPTY_TEXT }: { text?: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
