import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'DnD-gjenstander' };

export default function DndItemsPage() {
  return <ComingSoon title="DnD-gjenstander" />;
}
