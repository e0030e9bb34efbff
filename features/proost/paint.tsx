// The inline painter's source: scripts/cardPainters.ts bundles it with the string JSX runtime into
// features/proost/paint.generated.ts, so the card painted before React is the ProostCard React renders.
import { markup } from '@/lib/rooms/paint/jsx-runtime';
import ProostCard from './components/ProostCard';

export default function paint(value: unknown, _also: unknown, id: string): string | null {
  return markup(<ProostCard id={id} value={value} />) || null;
}
