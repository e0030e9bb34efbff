'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { startNextRound } from '@/lib/cah/data';
import { currentPlays, revealOrder } from '@/lib/cah/game';
import { BlackCardView, WhiteCard } from './Cards';
import { randomSource, type Table } from './table';

/** The czar has chosen: the winning play and player for everyone, then on to the next round. */
export default function Result({ table, blackText }: { table: Table; blackText: string }) {
  const { code, uid, game, bank, isActive } = table;
  const round = game.round!;
  const write = useDbWrite();
  const name = (id: string) => game.players.find((p) => p.uid === id)?.name ?? 'En spiller som gikk';
  const plays = revealOrder(currentPlays(game), `${code}-${game.settings.gameNumber}-${round.number}`);
  const winning = plays.find((p) => p.uid === round.winner);
  return (
    <section aria-label="Vinneren av runden" data-testid="round-result">
      <BlackCardView text={blackText} pick={round.pick} answers={winning?.cards.map((c) => c.text)} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 800, mb: 2 }} data-testid="round-winner">
        {round.winner === uid ? 'Du vant runden!' : `${name(round.winner ?? '')} vant runden!`}
      </Typography>
      {plays
        .filter((p) => p.uid !== round.winner)
        .map((p) => (
          <div key={p.uid} style={{ marginBottom: 8 }}>
            <WhiteCard text={p.cards.map((c) => c.text).join(' / ')} note={name(p.uid)} />
          </div>
        ))}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 1, mb: 2 }}
        disabled={write.pending}
        onClick={() => write.run((db) => startNextRound(db, code, game, bank, isActive, randomSource))}
      >
        Neste runde
      </Button>
      <WriteStatus write={write} />
    </section>
  );
}
