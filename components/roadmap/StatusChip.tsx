import Chip from '@mui/material/Chip';
import { statusLabel, type Status } from '@/lib/roadmap/status';

const COLOURS: Record<Status, 'info' | 'warning' | 'success' | 'default' | 'error'> = {
  1: 'info',
  2: 'warning',
  3: 'success',
  4: 'default',
  5: 'error',
};

export default function StatusChip({ status }: { status: Status }) {
  return <Chip size="small" label={statusLabel(status)} color={COLOURS[status]} variant={status === 4 ? 'outlined' : 'filled'} />;
}
