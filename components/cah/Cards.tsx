'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BLANK } from '@/content/cahCards';

/**
 * The black card. With `answers` (the winning play) the gaps are filled in; a question without
 * a gap gets the answer below it.
 */
export function BlackCardView({ text, pick, answers }: { text: string; pick: 1 | 2; answers?: string[] }) {
  const parts = text.split(BLANK);
  const filled: ReactNode[] = [];
  parts.forEach((part, i) => {
    filled.push(part);
    if (i < parts.length - 1) {
      const answer = answers?.[i];
      filled.push(
        <Box
          key={i}
          component="span"
          sx={answer ? { color: 'warning.light', fontWeight: 800 } : { display: 'inline-block', minWidth: '4ch', borderBottom: '2px solid currentColor' }}
        >
          {answer ? stripEnd(answer) : '\u00a0'}
        </Box>,
      );
    }
  });
  const trailing = answers && parts.length === 1 ? answers.join(' / ') : null;
  return (
    <Box data-testid="black-card" sx={{ bgcolor: '#111', color: '#fff', borderRadius: 3, p: 2.5, mb: 2, minHeight: 150, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere', flexGrow: 1 }}>
        {filled}
      </Typography>
      {trailing ? (
        <Typography sx={{ mt: 1, color: 'warning.light', fontWeight: 800 }}>{trailing}</Typography>
      ) : null}
      <Typography variant="caption" sx={{ mt: 1.5, opacity: 0.8, alignSelf: 'flex-end' }}>
        {pick === 2 ? 'Velg 2 kort' : 'Velg 1 kort'}
      </Typography>
    </Box>
  );
}

/** A card's text inside a sentence: no full stop of its own. */
function stripEnd(text: string) {
  return text.replace(/[.!]+$/, '');
}

type WhiteCardProps = {
  text: string;
  selected?: boolean;
  /** 1 or 2 when several cards are chosen, so the order is clear. */
  order?: number;
  note?: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
};

export function WhiteCard({ text, selected, order, note, onClick, disabled, testId = 'white-card' }: WhiteCardProps) {
  const body = (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'left', width: '100%' }}>{text}</Typography>
      {note || order ? (
        <Typography variant="caption" sx={{ mt: 1, color: selected ? 'primary.main' : 'text.secondary', fontWeight: 700, alignSelf: 'flex-end' }}>
          {order ? `${order}.` : null} {note}
        </Typography>
      ) : null}
    </>
  );
  const sx = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: 96,
    p: 1.5,
    borderRadius: 1.5,
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 2,
    borderColor: selected ? 'primary.main' : 'divider',
    boxShadow: selected ? 3 : 0,
  } as const;
  if (!onClick) {
    return (
      <Box sx={sx} data-testid={testId}>
        {body}
      </Box>
    );
  }
  return (
    <ButtonBase onClick={onClick} disabled={disabled} sx={sx} data-testid={testId} aria-pressed={selected}>
      {body}
    </ButtonBase>
  );
}

/** Two columns of cards on a phone. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mb: 2 }}>
      {children}
    </Box>
  );
}
