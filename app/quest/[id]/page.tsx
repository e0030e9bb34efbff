import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';

export const metadata: Metadata = { title: 'Questlog' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function QuestPage() {
  return <RoomComingSoon title="Questlog" route="quest" />;
}
