import type { Metadata } from 'next';
import Placeholder from '@/components/ui/Placeholder';

export const metadata: Metadata = { title: 'BW' };

export default function BwPage() {
  return <Placeholder title="BW">Ingenting her ennå.</Placeholder>;
}
