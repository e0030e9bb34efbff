'use client';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import PlainAlert from '@/components/ui/PlainAlert';
import { pickWinner } from '@/features/cah/lib/data';
import { currentPlays, revealOrder } from '@/features/cah/lib/game';
import { JUDGE_TEXT } from '@/features/cah/lib/texts';
import { WhiteCard } from './Cards';
import styles from './Round.module.css';
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
      <h2 className={styles.heading}>{isCzar ? JUDGE_TEXT : 'Kortkongen velger …'}</h2>
      {plays.map((play) => (
        <div key={play.key} className={styles.play} data-testid="judged-play">
          <WhiteCard
            text={play.cards.map((c) => c.text).join(' / ')}
            note={isCzar ? 'Trykk for å velge' : undefined}
            testId="judge-card"
            disabled={write.pending}
            onClick={isCzar ? () => write.run((db) => pickWinner(db, code, game, uid, play.key)) : undefined}
          />
        </div>
      ))}
      {!isCzar ? (
        <PlainAlert severity="info" role="status">
          Ingen navn vises før vinneren er valgt.
        </PlainAlert>
      ) : null}
    </section>
  );
}
