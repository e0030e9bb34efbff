import type { Metadata } from 'next';
import { BattleshotsRoomScreen } from '@/components/battleshots/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Battleshots' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function BattleshotsRoomPage() {
  return (
    <Page title="Battleshots">
      <BattleshotsRoomScreen />
    </Page>
  );
}
