'use client';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import WriteStatus from '@/components/firebase/WriteStatus';
import { ownBoardRead } from '@/features/battleshots/lib/data';
import { phaseOf, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import type { Ship } from '@/features/battleshots/lib/fleet';
import BattleView from './BattleView';
import GameOver from './GameOver';
import HitAlert from './HitAlert';
import PlacementView from './PlacementView';
import Scoreboard from './Scoreboard';
import { SeatControlsPart } from './seatControlsPart';
import { useDefender } from './useDefender';

/** The game from a player's seat. The board is read from the player's own, secret path. */
export default function PlayerGame({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const board = useDbValue(ownBoardRead(code, uid));
  return (
    <DbView result={board} loadingLabel="Henter brettet ditt …">
      {(fleet) => <Seated code={code} room={room} fleet={fleet} />}
    </DbView>
  );
}

function Seated({ code, room, fleet }: { code: string; room: BattleshotsRoom; fleet: Ship[] | null }) {
  const uid = useUid();
  const defender = useDefender(code, room, uid, fleet);
  const phase = phaseOf(room);
  const ready = room.game.ready.has(uid);
  return (
    <>
      <Scoreboard room={room} />
      {uid === room.settings.createdBy ? <SeatControlsPart code={code} room={room} /> : null}
      <WriteStatus write={defender.write} />
      {defender.alert ? <HitAlert alert={defender.alert} onClose={defender.dismiss} /> : null}
      {phase === 'over' ? (
        <GameOver code={code} room={room} fleet={fleet} />
      ) : !ready || !fleet ? (
        <PlacementView code={code} room={room} />
      ) : (
        <BattleView code={code} room={room} fleet={fleet} />
      )}
    </>
  );
}
