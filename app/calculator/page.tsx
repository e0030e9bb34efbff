import type { Metadata } from 'next';
import { CalculatorLazy } from '@/features/calculator/components/lazy';
import Page from '@/components/ui/Page';
import { drinks } from '@/content/drinks';
import { checkContent, drinksSchema } from '@/content/schema';

export const metadata: Metadata = { title: 'Barkalkulator' };

export default function CalculatorPage() {
  return (
    <Page title="Barkalkulator">
      <CalculatorLazy drinks={checkContent('content/drinks.ts', drinksSchema, drinks)} />
    </Page>
  );
}
