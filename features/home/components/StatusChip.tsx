import Chip from '@mui/material/Chip';
import { statusLabel, type Status } from '@/features/home/lib/status';

// Light backgrounds with dark text: MUI's filled info/warning chips fail contrast (WCAG AA).
const COLOURS: Record<Status, { bg: string; fg: string }> = {
  1: { bg: '#e3f2fd', fg: '#0d47a1' },
  2: { bg: '#fff3e0', fg: '#7a3e00' },
  3: { bg: '#e8f5e9', fg: '#1b5e20' },
  4: { bg: '#eeeeee', fg: '#424242' },
  5: { bg: '#ffebee', fg: '#b71c1c' },
};

export default function StatusChip({ status }: { status: Status }) {
  const { bg, fg } = COLOURS[status];
  return <Chip size="small" label={statusLabel(status)} sx={{ bgcolor: bg, color: fg, fontWeight: 700, flexShrink: 0 }} />;
}
