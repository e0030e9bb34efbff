'use client';
import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a background pass right after the rest of the update has been
 * committed and painted. For the secondary parts of a screen (forms and lists under a room's
 * card): the part people came for paints without waiting for them, and React renders these in
 * slices between which a slow phone still answers a tap. Put it below the main content, so
 * what appears a moment later pushes nothing down.
 */
export default function RenderAfterward({ children }: { children: ReactNode }) {
  // With an initial value, the first render returns `false` and React schedules the `true`
  // render at a deferred, interruptible priority.
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
