import type { Metadata } from 'next';
import ComingSoon from '@/components/ui/ComingSoon';

export const metadata: Metadata = { title: 'DnD-logg' };

export default function DndPage() {
  return <ComingSoon title="DnD-logg" />;
}
