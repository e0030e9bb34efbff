import { snapshotScript, type SnapshotApp } from '@/lib/rooms/snapshot';

/**
 * The inline script that starts a room page's REST read while the HTML is still being parsed,
 * before any of the page's JavaScript has downloaded (see lib/rooms/snapshot.ts).
 */
export default function RoomSnapshotScript({ app }: { app: SnapshotApp }) {
  return <script dangerouslySetInnerHTML={{ __html: snapshotScript(app) }} />;
}
