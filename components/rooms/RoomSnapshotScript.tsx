import { snapshotScript, type EarlyPaint, type SnapshotSource } from '@/lib/rooms/snapshot';

/**
 * The inline script that starts a room page's REST read while the HTML is still being parsed,
 * before any of the page's JavaScript has downloaded (see lib/rooms/snapshot.ts); `source` is
 * the app's (features/<app>/snapshot.ts). With `early`,
 * it also paints the card from the read before React has loaded.
 */
export default function RoomSnapshotScript<A>({ source, early }: { source: SnapshotSource; early?: EarlyPaint<A> }) {
  return <script dangerouslySetInnerHTML={{ __html: snapshotScript(source, early) }} />;
}
