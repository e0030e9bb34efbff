'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import RoomGate from '@/components/rooms/RoomGate';
import Loading from '@/components/ui/Loading';
import { useRouteId } from '@/lib/routes/useRouteId';
import ProostRoom from './ProostRoom';

export default function ProostRoomScreen() {
  const { ready, id } = useRouteId('proost');
  if (!ready) return <Loading />;
  return (
    <DatabaseGate label="Proost">
      <RoomGate game="proost" code={id ?? ''}>
        <ProostRoom code={id ?? ''} />
      </RoomGate>
    </DatabaseGate>
  );
}
