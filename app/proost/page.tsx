import type { Metadata } from 'next';
import { ProostLobbyScreen } from '@/features/proost/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Proost', description: 'Spørsmålslek for fest: lag et rom eller bli med i et.' };

export default function ProostLobbyPage() {
  return (
    <Page title="Proost">
      <ProostLobbyScreen />
    </Page>
  );
}
