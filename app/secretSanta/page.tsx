import type { Metadata } from 'next';
import { SecretSantaLazy } from '@/features/secretSanta/components/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Secret santa' };

export default function SecretSantaPage() {
  return (
    <Page title="Secret santa" subtitle="Meld deg på, og se med koden din hvem du skal gi gave til.">
      <SecretSantaLazy />
    </Page>
  );
}
