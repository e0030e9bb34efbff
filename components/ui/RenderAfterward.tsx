'use client';
import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children after the rest of the update has been committed and painted, one child
 * per task, in order. For the secondary parts of a screen (forms and lists under a room's card):
 * the part people came for paints without waiting for them, and each part's commit (React's
 * commit cannot be sliced) is a short task of its own, between which a slow phone still answers
 * a tap. Put it below the main content, so what appears a moment later pushes nothing down.
 */
export default function RenderAfterward({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const count = parts.length;
  useEffect(() => {
    if (shown >= count) return;
    // A timer, not a microtask: the next part renders and commits in a task of its own.
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return parts.slice(0, shown);
}
