'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';
import Page from '@/components/ui/Page';

/** The quest log with the Firebase SDK kept out of the page's first load. */
export const QuestScreenLazy = dynamic(() => import('./QuestScreen'), {
  ssr: false,
  loading: () => (
    <Page title="Questlog">
      <Loading />
    </Page>
  ),
});
