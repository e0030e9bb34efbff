// The inline painter's source: scripts/cardPainters.ts bundles it with the string JSX runtime into
// features/quest/paint.generated.ts, so the log painted before React is the QuestLogCard React renders.
import { markup } from '@/lib/rooms/paint/jsx-runtime';
import QuestLogCard from './components/QuestLogCard';

export default function paint(value: unknown, also: unknown): string | null {
  return markup(<QuestLogCard value={value} also={also} />) || null;
}
