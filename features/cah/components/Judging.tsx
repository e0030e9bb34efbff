'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import { pickWinner } from '@/features/cah/lib/data';
import { currentPlays, revealOrder } from '@/features/cah/lib/game';
import { JUDGE_TEXT } from '@/features/cah/lib/texts';
import { WhiteCard } from './Cards';
import type { Table } from './table';

/**
 * All plays are in: every phone shows them in the same shuffled order, without names (the rules
 * keep whose is whose from every phone but the player's own). The czar taps the best one.
 */
export default function Judging({ table, move: write }: { table: Table; move: DbWrite }) {
  const { code, uid, game } = table;
  const round = game.round!;
  const isCzar = round.czar === uid;
  const plays = revealOrder(currentPlays(game), `${code}-${game.settings.gameNumber}-${round.number}`);
  return (
    <section aria-label="Kortene som er spilt" data-testid="judging">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {isCzar ? JUDGE_TEXT : 'Kortkongen velger …'}
      </Typography>
      {plays.map((play) => (
        <div key={play.key} style={{ marginBottom: 8 }} data-testid="judged-play">
          <WhiteCard
            text={play.cards.map((c) => c.text).join(' / ')}
            note={isCzar ? 'Trykk for å velge' : undefined}
            testId="judge-card"
            disabled={write.pending}
            onClick={isCzar ? () => write.run((db) => pickWinner(db, code, game, uid, play.key)) : undefined}
          />
        </div>
      ))}
      {!isCzar ? <Alert severity="info">Ingen navn vises før vinneren er valgt.</Alert> : null}
    </section>
  );
}
