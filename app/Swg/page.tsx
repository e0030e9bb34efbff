import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'SWG' };

export default function SwgPage() {
  return <ComingSoon title="SWG" />;
}
