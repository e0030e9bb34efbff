// What a quest log page reads for its first paint, by REST before any SDK has loaded
// (lib/rooms/snapshot.ts). The manifest names it, so the root layout starts the read too.
import { KEY_PATTERN, SNAPSHOT_ID, type SnapshotSource } from '@/lib/rooms/snapshot';
import { questPaths } from './paths';

export const questSnapshot: SnapshotSource = {
  prefix: '/quest/',
  // The visible quests only: the log's root also holds the creator's hidden quests. The name is
  // the page's heading («Questlog for …»).
  template: questPaths.visible(SNAPSHOT_ID),
  idPattern: KEY_PATTERN,
  also: questPaths.name(SNAPSHOT_ID),
};
