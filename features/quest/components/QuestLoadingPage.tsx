'use client';
import type { ReactNode } from 'react';
import { useCoveredByFirstPaint } from '@/components/ui/firstPaintCover';
import Page from '@/components/ui/Page';

/**
 * The quest log's frame while it loads; nothing while the page's first paint (the REST snapshot,
 * with its own heading) still covers it, so no second heading shows below the first.
 */
export default function QuestLoadingPage({ children }: { children: ReactNode }) {
  const covered = useCoveredByFirstPaint();
  // The spinner inside hides itself while covered; DatabaseLoading still starts sign-in.
  if (covered) return children;
  return <Page title="Questlog">{children}</Page>;
}
