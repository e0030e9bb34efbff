'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import Lobby from '@/components/rooms/Lobby';
import { proostGame } from '@/lib/proost/data';

export default function ProostLobbyScreen() {
  return (
    <DatabaseGate label="Proost">
      <Lobby config={proostGame} />
    </DatabaseGate>
  );
}
