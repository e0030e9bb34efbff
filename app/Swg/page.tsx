import type { Metadata } from 'next';
import MuiTheme from '@/components/ui/MuiTheme';
import { ScoreboardLazy } from '@/features/swg/components/lazy';
import ScoreboardFrame from '@/features/swg/components/ScoreboardFrame';

export const metadata: Metadata = { title: 'SWG' };

export default function SwgPage() {
  return (
    <MuiTheme>
      <ScoreboardFrame>
        <ScoreboardLazy />
      </ScoreboardFrame>
    </MuiTheme>
  );
}
