'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading, { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';
import QuestLoadingPage from './QuestLoadingPage';

/**
 * The quest log with the Firebase SDK kept out of the page's first load. A player's log is plain
 * elements: it waits for no MUI code (the creator's parts bring their own, parts.tsx).
 */
export const QuestScreenLazy = lazyPart(() => import('./QuestScreen'), {
  loading: () => (
    <QuestLoadingPage>
      <DatabaseLoading />
    </QuestLoadingPage>
  ),
  mui: false,
});

/** /quest/: the start page (new game, open by code, recent ones). */
export const QuestStartLazy = lazyDatabaseScreen(() => import('./QuestStartScreen'));
