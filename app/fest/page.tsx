import type { Metadata } from 'next';
import { FestStartScreen } from '@/features/fest/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Festrom', description: 'Én kode for hele kvelden: lag en fest eller bli med i en.' };

export default function FestStartPage() {
  return (
    <Page title="Festrom">
      <FestStartScreen />
    </Page>
  );
}
