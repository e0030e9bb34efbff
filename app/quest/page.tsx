import type { Metadata } from 'next';
import { QuestStartLazy } from '@/features/quest/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Questlog', description: 'Questlog for rollespillet: lag et spill eller åpne et.' };

export default function QuestStartPage() {
  return (
    <Page title="Questlog">
      <QuestStartLazy />
    </Page>
  );
}
