import type { Metadata } from 'next';
import { CahLobbyScreen } from '@/features/cah/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Cah', description: 'Kortspill for fest: lag et rom eller bli med i et.' };

export default function CahLobbyPage() {
  return (
    <Page title="Cah">
      <CahLobbyScreen />
    </Page>
  );
}
