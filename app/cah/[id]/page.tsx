import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';

export const metadata: Metadata = { title: 'Cah' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function CahRoomPage() {
  return <RoomComingSoon title="Cah" route="cah" />;
}
