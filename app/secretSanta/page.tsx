import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Secret santa' };

export default function SecretSantaPage() {
  return <ComingSoon title="Secret santa" />;
}
