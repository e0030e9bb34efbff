import type { Metadata } from 'next';
import HomeButton from '@/components/ui/HomeButton';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Fant ikke siden' };

export default function NotFound() {
  return (
    <Page title="Fant ikke siden" subtitle="Denne adressen finnes ikke i Portalen. Kanskje lenken er feil?">
      <HomeButton />
    </Page>
  );
}
