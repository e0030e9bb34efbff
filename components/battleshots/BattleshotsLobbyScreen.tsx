'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import Lobby from '@/components/rooms/Lobby';
import { battleshotsGame } from '@/lib/battleshots/data';

export default function BattleshotsLobbyScreen() {
  return (
    <DatabaseGate label="Battleshots">
      <Lobby config={battleshotsGame} />
    </DatabaseGate>
  );
}
