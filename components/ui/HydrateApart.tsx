import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary that never shows a fallback (nothing inside suspends). Its only job: React
 * hydrates each boundary in a task of its own, so a screen with many MUI parts does not hydrate in
 * one long task that keeps a slow phone from answering a tap (and React hydrates first the part
 * that is being tapped). Usable in server and client components.
 */
export default function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
