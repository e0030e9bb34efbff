import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';

export const metadata: Metadata = { title: 'Battleshots' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function BattleshotsRoomPage() {
  return <RoomComingSoon title="Battleshots" route="battleshots" />;
}
