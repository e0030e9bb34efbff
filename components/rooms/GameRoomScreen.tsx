'use client';
import type { ComponentType } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import Loading from '@/components/ui/Loading';
import type { RoomGameConfig } from '@/lib/rooms/data';
import { useRouteId } from '@/lib/routes/useRouteId';
import RoomGate from './RoomGate';

type GameRoomScreenProps = { config: RoomGameConfig; room: ComponentType<{ code: string }> };

/** A game's room screen (built by roomGameScreens): the code from the address, the gate, the room. */
export default function GameRoomScreen({ config, room: Room }: GameRoomScreenProps) {
  const { ready, id } = useRouteId(config.game);
  if (!ready) return <Loading />;
  return (
    <DatabaseGate label={config.title}>
      <RoomGate game={config.game} code={id ?? ''}>
        <Room code={id ?? ''} />
      </RoomGate>
    </DatabaseGate>
  );
}
