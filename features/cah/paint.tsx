// The inline painter's source: scripts/cardPainters.ts bundles it with the string JSX runtime into
// features/cah/paint.generated.ts, so the card painted before React is the CahCard React renders.
import { markup } from '@/lib/rooms/paint/jsx-runtime';
import CahCard from './components/CahCard';

export default function paint(value: unknown, also: unknown, id: string): string | null {
  return markup(<CahCard id={id} value={value} also={also} />) || null;
}
