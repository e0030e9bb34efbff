import type { Metadata } from 'next';
import FridgeRoomPage from '@/features/fridge/components/FridgeRoomPage';
import { fridgeEarlyPaint } from '@/features/fridge/paint.generated';
import RoomSnapshotScript from '@/components/rooms/RoomSnapshotScript';
import { fridgeSnapshot } from '@/features/fridge/snapshot';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Kjøleskap' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function FridgeRoute() {
  return (
    <Page title="Kjøleskap">
      <RoomSnapshotScript source={fridgeSnapshot} early={fridgeEarlyPaint()} />
      <FridgeRoomPage />
    </Page>
  );
}
