import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Cah' };

export default function CahLobbyPage() {
  return <ComingSoon title="Cah" />;
}
