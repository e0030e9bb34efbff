import type { Metadata } from 'next';
import { ProostRoomScreen } from '@/components/proost/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Proost' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function ProostRoomPage() {
  return (
    <Page title="Proost">
      <ProostRoomScreen />
    </Page>
  );
}
