import type { Metadata } from 'next';
import Placeholder from '@/components/ui/Placeholder';

export const metadata: Metadata = { title: 'Lawo' };

export default function LawoPage() {
  return <Placeholder title="Lawo">Ingenting her ennå.</Placeholder>;
}
