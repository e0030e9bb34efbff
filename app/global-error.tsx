'use client';
import PageFailed from '@/components/shell/PageFailed';

/** When even the root layout failed: our own Norwegian page instead of Next's English one. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="nb">
      <body style={{ margin: 0 }}>
        <PageFailed error={error} reset={reset} />
      </body>
    </html>
  );
}
