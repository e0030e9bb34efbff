import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'Battleshots' };

export default function BattleshotsLobbyPage() {
  return <ComingSoon title="Battleshots" />;
}
