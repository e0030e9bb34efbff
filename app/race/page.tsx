import type { Metadata } from 'next';
import Placeholder from '@/components/ui/Placeholder';

export const metadata: Metadata = { title: 'Race' };

export default function RacePage() {
  return <Placeholder title="Race">Løpet har ikke startet ennå. Her kommer det noe snart.</Placeholder>;
}
