import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';

export const metadata: Metadata = { title: 'Kjøleskap' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function FridgePage() {
  return <RoomComingSoon title="Kjøleskap" route="fridge" />;
}
