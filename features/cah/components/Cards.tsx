'use client';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
  // A chosen card is filled, raised and ticked, not just outlined (docs/cah.md «Playing a card»).
  const body = (
    <>
      {selected ? (
        <CheckCircleIcon data-testid="card-check" aria-hidden sx={{ position: 'absolute', top: 6, right: 6, fontSize: 24, color: 'primary.contrastText' }} />
      ) : null}
      {/* Half a phone's width: a long compound word («Reservenøkkelen») is hyphenated where the
          phone knows Norwegian (the page is lang="nb"), and broken anywhere only where it does not. */}
      <Typography sx={{ fontWeight: 600, hyphens: 'auto', overflowWrap: 'anywhere', textAlign: 'left', width: '100%', pr: selected ? 3 : 0 }}>{text}</Typography>
      {note || order ? (
        <Typography variant="caption" sx={{ mt: 1, color: selected ? 'inherit' : 'text.secondary', fontWeight: 700, alignSelf: 'flex-end' }}>
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
    position: 'relative',
    bgcolor: selected ? 'primary.main' : 'background.paper',
    color: selected ? 'primary.contrastText' : 'text.primary',
    border: 2,
    borderColor: selected ? 'primary.dark' : 'divider',
    boxShadow: selected ? 6 : 0,
    transform: selected ? 'translateY(-2px)' : undefined,
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
