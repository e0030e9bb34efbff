import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Barkalkulator' };

export default function CalculatorPage() {
  return <ComingSoon title="Barkalkulator" />;
}
