import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Proost' };

export default function ProostLobbyPage() {
  return <ComingSoon title="Proost" />;
}
