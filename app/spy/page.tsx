import type { Metadata } from 'next';
import MuiTheme from '@/components/ui/MuiTheme';
import SpyPlan from '@/features/spy/components/SpyPlan';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Spion' };

export default function SpyPage() {
  return (
    <Page title="Spion" subtitle="Planlagte funksjoner for spionspillet">
      <MuiTheme>
        <SpyPlan />
      </MuiTheme>
    </Page>
  );
}
