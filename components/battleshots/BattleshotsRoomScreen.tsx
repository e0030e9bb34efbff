'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import RoomGate from '@/components/rooms/RoomGate';
import Loading from '@/components/ui/Loading';
import { useRouteId } from '@/lib/routes/useRouteId';
import BattleshotsRoom from './BattleshotsRoom';

export default function BattleshotsRoomScreen() {
  const { ready, id } = useRouteId('battleshots');
  if (!ready) return <Loading />;
  return (
    <DatabaseGate label="Battleshots">
      <RoomGate game="battleshots" code={id ?? ''}>
        <BattleshotsRoom code={id ?? ''} />
      </RoomGate>
    </DatabaseGate>
  );
}
