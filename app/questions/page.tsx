import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Spørsmål' };

export default function QuestionsPage() {
  return <ComingSoon title="Spørsmål" />;
}
