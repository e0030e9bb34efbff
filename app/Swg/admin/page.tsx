import type { Metadata } from 'next';
import { SwgAdminScreenLazy } from '@/features/swg/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'SWG admin' };

export default function SwgAdminPage() {
  return (
    <Page title="SWG admin" maxWidth="lg">
      <SwgAdminScreenLazy />
    </Page>
  );
}
