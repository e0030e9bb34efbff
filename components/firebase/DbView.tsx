'use client';
import { useEffect, useState, type ReactNode } from 'react';
import Loading from '@/components/ui/Loading';
import RetryMessage from '@/components/ui/RetryMessage';
import { useRetryReads } from './ScreenContext';
import type { DbResult } from './useDbValue';

/** How long a read may load before the screen says it is waiting for the connection. */
export const SLOW_READ_MS = 8000;
export const SLOW_READ_TEXT = 'Får ikke svar fra databasen. Sjekk nettet og prøv igjen.';

/**
 * Renders a live read: a spinner while loading (with a retry once it takes too long), the
 * Norwegian message with a retry on error, else `children(data)`.
 */
export default function DbView<T>({
  result,
  children,
  loadingLabel,
}: {
  result: DbResult<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  const retry = useRetryReads();
  if (result.status === 'loading') return <SlowLoading label={loadingLabel} onRetry={retry} />;
  if (result.status === 'error') return <RetryMessage message={result.message} onRetry={retry} />;
  return <>{children(result.data)}</>;
}

function SlowLoading({ label, onRetry }: { label?: string; onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_READ_MS);
    return () => clearTimeout(timer);
  }, []);
  if (slow) return <RetryMessage severity="warning" message={SLOW_READ_TEXT} onRetry={onRetry} />;
  return <Loading label={label} />;
}
