import type { Metadata } from 'next';
import { QuestionBoardLazy } from '@/features/questions/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Spørsmål' };

export default function QuestionsPage() {
  return (
    <Page title="Spørsmål" subtitle="Send et spørsmål til noen i rommet.">
      <QuestionBoardLazy />
    </Page>
  );
}
