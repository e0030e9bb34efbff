import type { Metadata } from 'next';
import { CalculatorLazy } from '@/components/calculator/lazy';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Barkalkulator' };

export default function CalculatorPage() {
  return (
    <Page title="Barkalkulator">
      <CalculatorLazy />
    </Page>
  );
}
