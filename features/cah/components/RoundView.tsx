'use client';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import WriteAlert from '@/components/firebase/WriteAlert';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainAlert from '@/components/ui/PlainAlert';
import { czarIsIdle, currentPlays, readyToJudge, stillToPlay } from '@/features/cah/lib/game';
import { CZAR_TEXT, WAITING_TEXT } from '@/features/cah/lib/texts';
import { myPlayRead, startNextRound } from '@/features/cah/lib/data';
import Hand from './Hand';
import Judging from './Judging';
import Result from './Result';
import WinnerScreen from './WinnerScreen';
import { randomSource, type Table } from './table';

/** What a seated player sees of the game now. */
export default function RoundView({ table }: { table: Table }) {
  const { uid } = table;
  const { settings, round } = table.game;
  if (settings.status === 2) return <WinnerScreen table={table} />;
  if (settings.status !== 1 || !round) {
    return (
      <PlainAlert severity="info" role="status" testId="not-started">
        {settings.createdBy === uid ? 'Start spillet når alle har satt seg.' : 'Venter på at den som laget rommet starter spillet.'}
      </PlainAlert>
    );
  }
  return <Running table={table} />;
}

function Running({ table }: { table: Table }) {
  const { code, uid, game, isActive } = table;
  const round = game.round!;
  // Only this player can read their own record of the round: the table's plays carry no names.
  const record = useDbValue(myPlayRead(code, game.settings.gameNumber, round.number, uid));
  // Deliberately no DbView: the round shows at once; the hand knows the record may be on its way.
  const myPlay = record.status === 'success' ? record.data : null;
  const isCzar = round.czar === uid;
  const mine = myPlay !== null && currentPlays(game).some((p) => p.key === myPlay.key);
  const judging = readyToJudge(game, isActive, { uid, played: mine });
  const waiting = stillToPlay(game, isActive);
  // The writes that move the round on (the choice, the next round, passing an absent czar) live
  // here, above the views they come from: the view goes as soon as the phone shows its own change,
  // and a refusal that comes later (a write queued offline, docs/cah.md «Stale writes») must
  // still be told, over the round as it really is.
  const move = useDbWrite();
  const skip = czarIsIdle(game, isActive) && !isCzar;
  // The round's number, czar and black card are on the table card above (TableCard).
  return (
    <section aria-label="Runden">
      {skip ? null : <WriteStatus write={move} />}
      {round.phase === 'result' ? (
        <Result table={table} move={move} />
      ) : (
        <>
          {judging ? (
            <Judging table={table} move={move} />
          ) : isCzar ? (
            <PlainAlert severity="info" role="status" testId="czar-waiting">
              {CZAR_TEXT} {playedLine(currentPlays(game).length, waiting)}
            </PlainAlert>
          ) : mine ? (
            <PlainAlert severity="success" role="status" testId="played-waiting">
              {WAITING_TEXT} {playedLine(currentPlays(game).length, waiting)}
            </PlainAlert>
          ) : null}
          {!isCzar && !judging ? (
            <Hand key={`${game.settings.gameNumber}-${round.number}`} table={table} myPlay={record.status === 'loading' ? undefined : mine ? myPlay : null} />
          ) : null}
          {skip ? <SkipCzar table={table} write={move} /> : null}
        </>
      )}
    </section>
  );
}

function playedLine(count: number, waiting: number) {
  const face = `${count} ${count === 1 ? 'kort' : 'kort'} ligger med baksiden opp.`;
  return waiting > 0 ? `${face} Venter på ${waiting} ${waiting === 1 ? 'spiller' : 'spillere'} til.` : face;
}

/** A czar without a phone in the room would stop the game: anyone may pass the role on. */
function SkipCzar({ table, write }: { table: Table; write: DbWrite }) {
  const { code, game, bank, isActive } = table;
  return (
    <WriteAlert
      severity="warning"
      write={write}
      action={{ label: 'Gå videre', run: () => write.run((db) => startNextRound(db, code, game, bank, isActive, randomSource)) }}
    >
      Kortkongen er ikke her. Kortene går tilbake, og neste spiller blir kortkonge.
    </WriteAlert>
  );
}
