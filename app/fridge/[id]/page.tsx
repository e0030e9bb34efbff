import type { Metadata } from 'next';
import { FridgeScreenLazy } from '@/components/fridge/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Kjøleskap' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function FridgePage() {
  return (
    <Page title="Kjøleskap">
      <FridgeScreenLazy />
    </Page>
  );
}
