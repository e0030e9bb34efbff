'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import type { RoomGameConfig } from '@/lib/rooms/data';
import Lobby from './Lobby';

/** A game's lobby screen (built by roomGameScreens). */
export default function GameLobbyScreen({ config }: { config: RoomGameConfig }) {
  return (
    <DatabaseGate label={config.title}>
      <Lobby config={config} />
    </DatabaseGate>
  );
}
