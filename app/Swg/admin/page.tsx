import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'SWG admin' };

export default function SwgAdminPage() {
  return <ComingSoon title="SWG admin" />;
}
