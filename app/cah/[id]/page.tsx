import type { Metadata } from 'next';
import CahRoomPage from '@/features/cah/components/CahRoomPage';
import { cahEarlyJoin } from '@/features/cah/components/earlyJoinForm';
import { cahEarlyPaint } from '@/features/cah/paint.generated';
import RoomSnapshotScript from '@/components/rooms/RoomSnapshotScript';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { cahSnapshot } from '@/features/cah/snapshot';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Cah' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function CahRoomRoute() {
  return (
    <Page title="Cah">
      <RoomSnapshotScript source={cahSnapshot} early={cahEarlyPaint()} refused={earlyPasswordWall()} form={cahEarlyJoin()} />
      <CahRoomPage />
    </Page>
  );
}
