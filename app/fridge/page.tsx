import type { Metadata } from 'next';
import { FridgeStartLazy } from '@/features/fridge/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Kjøleskap', description: 'Hold oversikt over det som er i kjøleskapet, sammen.' };

export default function FridgeStartPage() {
  return (
    <Page title="Kjøleskap">
      <FridgeStartLazy />
    </Page>
  );
}
