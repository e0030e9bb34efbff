import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';

export const metadata: Metadata = { title: 'Proost' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function ProostRoomPage() {
  return <RoomComingSoon title="Proost" route="proost" />;
}
