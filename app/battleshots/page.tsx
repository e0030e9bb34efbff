import type { Metadata } from 'next';
import { BattleshotsLobbyScreen } from '@/features/battleshots/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Battleshots', description: 'Senke skip for to telefoner – et treff betyr en slurk.' };

export default function BattleshotsLobbyPage() {
  return (
    <Page title="Battleshots">
      <BattleshotsLobbyScreen />
    </Page>
  );
}
