import type { Metadata } from 'next';
import { ScoreboardLazy } from '@/features/swg/components/lazy';
import ScoreboardFrame from '@/features/swg/components/ScoreboardFrame';

export const metadata: Metadata = { title: 'SWG' };

export default function SwgPage() {
  return (
    <ScoreboardFrame>
      <ScoreboardLazy />
    </ScoreboardFrame>
  );
}
