import type { Metadata } from 'next';
import { CahRoomScreen } from '@/components/cah/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Cah' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function CahRoomPage() {
  return (
    <Page title="Cah">
      <CahRoomScreen />
    </Page>
  );
}
