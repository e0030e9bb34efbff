'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';
import { useCoveredByFirstPaint } from './firstPaintCover';

export const WAITING_FOR_NETWORK_TEXT = 'Venter på nett …';

/** A spinner with a label; without network it says what it is waiting for instead. */
export default function Loading({ label = 'Laster …' }: { label?: string }) {
  const { browserOnline } = useSyncExternalStore(subscribeConnectivity, getConnectivity, getServerConnectivity);
  const covered = useCoveredByFirstPaint();
  if (covered) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{browserOnline ? label : WAITING_FOR_NETWORK_TEXT}</Typography>
    </Box>
  );
}
