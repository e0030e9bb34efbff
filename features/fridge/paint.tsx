// The inline painter's source: scripts/cardPainters.ts bundles it with the string JSX runtime into
// features/fridge/paint.generated.ts, so the fridge painted before React is the FridgeCard React
// renders (expiry counted from the guest's own date, as FridgeSnapshot does).
import { markup } from '@/lib/rooms/paint/jsx-runtime';
import FridgeCard from './components/FridgeCard';

export default function paint(value: unknown, also: unknown, id: string): string | null {
  return markup(<FridgeCard id={id} value={value} also={also} today={new Date()} />) || null;
}
