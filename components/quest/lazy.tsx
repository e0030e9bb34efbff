'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';
import Page from '@/components/ui/Page';

/** The quest log with the Firebase SDK kept out of the page's first load. */
export const QuestScreenLazy = dynamic(() => import('./QuestScreen'), {
  ssr: false,
  loading: () => (
    <Page title="Questlog">
      <DatabaseLoading />
    </Page>
  ),
});

/** /quest/: the start page (new game, open by code, recent ones). */
export const QuestStartLazy = dynamic(() => import('./QuestStartScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
