import type { Metadata } from 'next';
import MuiPage from '@/components/ui/MuiPage';
import { ScoreboardLazy } from '@/features/swg/components/lazy';
import ScoreboardFrame from '@/features/swg/components/ScoreboardFrame';

export const metadata: Metadata = { title: 'SWG' };

export default function SwgPage() {
  return (
    <MuiPage>
      <ScoreboardFrame>
        <ScoreboardLazy />
      </ScoreboardFrame>
    </MuiPage>
  );
}
