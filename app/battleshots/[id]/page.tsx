import type { Metadata } from 'next';
import BattleshotsRoomPage from '@/features/battleshots/components/BattleshotsRoomPage';
import { battleshotsEarlyPaint } from '@/features/battleshots/paint.generated';
import RoomSnapshotScript from '@/components/rooms/RoomSnapshotScript';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { battleshotsSnapshot } from '@/features/battleshots/snapshot';
import { battleshotsEarlySeat } from '@/features/battleshots/components/earlySeat';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Battleshots' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function BattleshotsRoomRoute() {
  return (
    <Page title="Battleshots">
      <RoomSnapshotScript source={battleshotsSnapshot} early={battleshotsEarlyPaint()} refused={earlyPasswordWall()} form={battleshotsEarlySeat()} />
      <BattleshotsRoomPage />
    </Page>
  );
}
