'use client';
import PageFailed from '@/components/shell/PageFailed';

/** A page's last-resort boundary: the shell (nav bar, offline banner) stays. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return <PageFailed error={error} reset={reset} />;
}
