'use client';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import RoomGate from '@/components/rooms/RoomGate';
import Loading from '@/components/ui/Loading';
import { useRouteId } from '@/lib/routes/useRouteId';
import CahRoom from './CahRoom';

export default function CahRoomScreen() {
  const { ready, id } = useRouteId('cah');
  if (!ready) return <Loading />;
  return (
    <DatabaseGate label="Cah">
      <RoomGate game="cah" code={id ?? ''}>
        <CahRoom code={id ?? ''} />
      </RoomGate>
    </DatabaseGate>
  );
}
