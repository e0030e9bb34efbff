'use client';
import { useEffect } from 'react';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import buttons from '@/components/ui/PlainButtons.module.css';
import { roundRecordsRead, scoreRound, startNextRound } from '@/features/cah/lib/data';
import { currentPlays, ownersByKey, revealOrder } from '@/features/cah/lib/game';
import { WhiteCard } from './Cards';
import styles from './Round.module.css';
import { randomSource, type Table } from './table';

/**
 * The czar has chosen: now the rules let everyone read who played what, so the phones show the
 * names, give the point (the first phone to try does it) and move on to the next round.
 */
export default function Result({ table, move: write }: { table: Table; move: DbWrite }) {
  const { code, uid, game, bank, isActive } = table;
  const round = game.round!;
  const score = useDbWrite();
  const records = useDbValue(roundRecordsRead(code, game.settings.gameNumber, round.number));
  // Deliberately no DbView: the winning card and «Neste runde» must show without the names,
  // which are added when the records arrive.
  const data = records.status === 'success' ? records.data : null;
  const owners = data ? ownersByKey(data) : {};
  const name = (id: string | undefined) => (id ? game.players.find((p) => p.uid === id)?.name : undefined) ?? 'En spiller som gikk';
  const plays = revealOrder(currentPlays(game), `${code}-${game.settings.gameNumber}-${round.number}`);
  const winner = round.scored ?? (round.winner ? owners[round.winner] : undefined);
  const scored = round.scored !== null;
  const { run } = score;
  useEffect(() => {
    if (scored || !data) return;
    void run((db) => scoreRound(db, code, game, data));
    // The records arrive once; the game object changes with every update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scored, data, run, code]);
  return (
    <section aria-label="Vinneren av runden" data-testid="round-result">
      <p className={styles.roundWinner} data-testid="round-winner">
        {!winner ? 'Kortkongen har valgt …' : winner === uid ? 'Du vant runden!' : `${name(winner)} vant runden!`}
      </p>
      {plays
        .filter((p) => p.key !== round.winner)
        .map((p) => (
          <div key={p.key} className={styles.play}>
            <WhiteCard text={p.cards.map((c) => c.text).join(' / ')} note={data ? name(owners[p.key]) : undefined} />
          </div>
        ))}
      <WriteStatus write={score} />
      <button
        type="button"
        className={`${buttons.contained} ${styles.next}`}
        disabled={write.pending || !scored}
        onClick={() => write.run((db) => startNextRound(db, code, game, bank, isActive, randomSource))}
      >
        Neste runde
      </button>
    </section>
  );
}
