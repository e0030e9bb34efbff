import type { Metadata } from 'next';
import { FestPartyScreen } from '@/features/fest/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Festrom' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function FestPartyRoute() {
  return (
    <Page title="Festrom">
      <FestPartyScreen />
    </Page>
  );
}
