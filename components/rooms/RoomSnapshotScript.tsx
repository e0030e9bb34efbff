import { snapshotScript, type EarlyPaint, type FormPaint, type RefusedPaint, type SnapshotSource } from '@/lib/rooms/snapshot';

/**
 * The inline script that starts a room page's REST read while the HTML is still being parsed,
 * before any of the page's JavaScript has downloaded (see lib/rooms/snapshot.ts); `source` is
 * the app's (features/<app>/snapshot.ts). With `early`,
 * it also paints the card from the read before React has loaded; with `refused`, what a refused
 * read paints instead (a private room's password wall); with `form`, the form painted below a
 * readable room's card (Cah's name box).
 */
export default function RoomSnapshotScript<A, R, F>({
  source,
  early,
  refused,
  form,
}: {
  source: SnapshotSource;
  early?: EarlyPaint<A>;
  refused?: RefusedPaint<R>;
  form?: FormPaint<F>;
}) {
  return <script dangerouslySetInnerHTML={{ __html: snapshotScript(source, early, refused, form) }} />;
}
