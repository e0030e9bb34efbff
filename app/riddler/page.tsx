import type { Metadata } from 'next';
import Placeholder from '@/components/ui/Placeholder';

export const metadata: Metadata = { title: 'Riddler' };

export default function RiddlerPage() {
  return <Placeholder title="Riddler">Gåtene er ikke klare ennå. Her kommer det noe snart.</Placeholder>;
}
