'use client';
import { useEffect } from 'react';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import PlainAlert from '@/components/ui/PlainAlert';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { battleshotsRoomRead } from '@/features/battleshots/lib/data';
import { ROOM_FULL_TEXT } from '@/features/battleshots/lib/seatTexts';
import { roleOf, type BattleshotsRoom as Room } from '@/features/battleshots/lib/game';
import { roomStatus } from '@/features/battleshots/lib/room';
import { notedSeat, rememberSeat } from '@/lib/rooms/seatNote';
import { PlayerGamePart } from './parts';
import Scoreboard from './Scoreboard';
import SeatForm from './SeatForm';
import SpectatorView from './SpectatorView';
import StatusCard from './StatusCard';
import styles from './StatusCard.module.css';

/** The room: header and status, then a seat to take, the game from a player's seat, or the view of a watcher. */
export default function BattleshotsRoom({ code }: { code: string }) {
  useEffect(() => {
    if (notedSeat('battleshots', code)) PlayerGamePart.preload();
  }, [code]);
  const room = useDbValue(battleshotsRoomRead(code));
  return (
    <DbView result={room} loadingLabel="Henter rommet …">
      {(data) =>
        data ? (
          <>
            {/* The header and the status come with the room's data, so the pair replaces the first paint at once. */}
            <RoomHeader game="battleshots" code={code} name={data.settings.name} />
            <StatusCard status={roomStatus(data)} />
            <LivePainted />
            <Seat code={code} room={data} />
          </>
        ) : (
          <>
            <RoomHeader game="battleshots" code={code} />
            <LivePainted />
            <p className={styles.line}>Rommet er tomt.</p>
          </>
        )
      }
    </DbView>
  );
}

function Seat({ code, room }: { code: string; room: Room }) {
  const uid = useUid();
  const seated = roleOf(room, uid) === 'player';
  // The next visit's first paint offers a seat, or says there is none, only to a phone without one
  // (earlySeat.ts).
  useEffect(() => rememberSeat('battleshots', code, seated), [code, seated]);
  if (seated && room.players[uid]) return <PlayerGamePart code={code} room={room} />;
  if (seated || room.challenger === null) return <SeatForm code={code} room={room} />;
  return (
    <>
      {/* The same notice as the first paint's, so it stays in place when the live room takes over. */}
      <PlainAlert severity="info" role="status">
        {ROOM_FULL_TEXT}
      </PlainAlert>
      <Scoreboard room={room} />
      <SpectatorView room={room} />
    </>
  );
}
