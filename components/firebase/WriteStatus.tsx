'use client';
import PlainAlert from '@/components/ui/PlainAlert';
import { SLOW_WRITE_TEXT, type DbWrite } from './useDbWrite';

/** The visible outcome of a write hook: its error, or that it waits for the network. */
export default function WriteStatus({ write }: { write: DbWrite }) {
  if (write.error) {
    return (
      <PlainAlert severity="error" onClose={write.clear}>
        {write.error}
      </PlainAlert>
    );
  }
  if (write.slow) return <PlainAlert severity="warning">{SLOW_WRITE_TEXT}</PlainAlert>;
  return null;
}
