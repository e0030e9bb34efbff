import type { Metadata } from 'next';
import MuiPage from '@/components/ui/MuiPage';
import SpyPlan from '@/features/spy/components/SpyPlan';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Spion' };

export default function SpyPage() {
  return (
    <Page title="Spion" subtitle="Planlagte funksjoner for spionspillet">
      <MuiPage>
        <SpyPlan />
      </MuiPage>
    </Page>
  );
}
