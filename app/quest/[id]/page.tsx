import type { Metadata } from 'next';
import QuestRoomPage from '@/features/quest/components/QuestRoomPage';
import { questEarlyPaint } from '@/features/quest/paint.generated';
import RoomSnapshotScript from '@/components/rooms/RoomSnapshotScript';
import { questSnapshot } from '@/features/quest/snapshot';

export const metadata: Metadata = { title: 'Questlog' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

// No page frame here: the quest log's heading is its name («Questlog for …»), drawn by the
// snapshot and the live screen alike.
export default function QuestRoute() {
  return (
    <>
      <RoomSnapshotScript source={questSnapshot} early={questEarlyPaint()} />
      <QuestRoomPage />
    </>
  );
}
