// The inline painter's source: scripts/cardPainters.ts bundles it with the string JSX runtime into
// features/battleshots/paint.generated.ts, so the card painted before React is the BattleshotsCard
// React renders.
import { markup } from '@/lib/rooms/paint/jsx-runtime';
import BattleshotsCard from './components/BattleshotsCard';

export default function paint(value: unknown, _also: unknown, id: string): string | null {
  return markup(<BattleshotsCard id={id} value={value} />) || null;
}
