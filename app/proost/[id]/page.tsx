import type { Metadata } from 'next';
import ProostRoomPage from '@/features/proost/components/ProostRoomPage';
import { proostEarlyPaint } from '@/features/proost/paint.generated';
import RoomSnapshotScript from '@/components/rooms/RoomSnapshotScript';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { proostSnapshot } from '@/features/proost/snapshot';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Proost' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function ProostRoomRoute() {
  return (
    <Page title="Proost">
      <RoomSnapshotScript source={proostSnapshot} early={proostEarlyPaint()} refused={earlyPasswordWall()} />
      <ProostRoomPage />
    </Page>
  );
}
