'use client';
import Alert from '@mui/material/Alert';
import { SLOW_WRITE_TEXT, type DbWrite } from './useDbWrite';

/** The visible outcome of a write hook: its error, or that it waits for the network. */
export default function WriteStatus({ write }: { write: DbWrite }) {
  if (write.error) {
    return (
      <Alert severity="error" onClose={write.clear} sx={{ my: 1 }}>
        {write.error}
      </Alert>
    );
  }
  if (write.slow) {
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {SLOW_WRITE_TEXT}
      </Alert>
    );
  }
  return null;
}
