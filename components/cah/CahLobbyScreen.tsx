'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import Lobby from '@/components/rooms/Lobby';
import { cahGame } from '@/lib/cah/data';

export default function CahLobbyScreen() {
  return (
    <DatabaseGate label="Cah">
      <Lobby config={cahGame} />
    </DatabaseGate>
  );
}
