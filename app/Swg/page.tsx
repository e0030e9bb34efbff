import type { Metadata } from 'next';
import { ScoreboardLazy } from '@/components/swg/lazy';
import ScoreboardFrame from '@/components/swg/ScoreboardFrame';

export const metadata: Metadata = { title: 'SWG' };

export default function SwgPage() {
  return (
    <ScoreboardFrame>
      <ScoreboardLazy />
    </ScoreboardFrame>
  );
}
