'use client';
import SportsBarIcon from '@mui/icons-material/SportsBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { sunkText } from '@/features/battleshots/lib/shots';
import type { ShipIndex } from '@/features/battleshots/lib/fleet';
import type { HitAlertState } from './useDefender';
import { TAP } from './tapTargets';

/** How long the alert stays before it gets out of the way by itself. */
const SHOW_MS = 4000;

/** A hit, shown big on the defender's phone: time to drink. A tap closes it. */
export default function HitAlert({ alert, onClose }: { alert: HitAlertState; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOW_MS);
    return () => clearTimeout(timer);
  }, [alert.key, onClose]);
  return (
    <Box
      role="alert"
      data-testid="hit-alert"
      onClick={onClose}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1500,
        bgcolor: alert.sunk !== null ? '#7f1010' : '#c62828',
        color: '#fff',
        display: 'grid',
        placeContent: 'center',
        textAlign: 'center',
        p: 3,
        gap: 1.5,
      }}
    >
      <Typography component="p" sx={{ fontSize: '4.5rem', fontWeight: 900, lineHeight: 1 }}>
        {alert.sunk !== null ? 'SENKET!' : 'TREFF!'}
      </Typography>
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <SportsBarIcon sx={{ fontSize: '2.75rem' }} aria-hidden />
        Drikk!
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.25rem' }}>
        {alert.shooterName} traff {alert.cell}.
        {alert.sunk !== null ? ` ${sunkText(alert.sunk as ShipIndex)}` : ''}
      </Typography>
      <Button variant="outlined" color="inherit" onClick={onClose} sx={{ ...TAP, justifySelf: 'center', mt: 2 }}>
        Skål, lukk
      </Button>
    </Box>
  );
}
