// What a fridge page reads for its first paint, by REST before any SDK has loaded
// (lib/rooms/snapshot.ts). The manifest names it, so the root layout starts the read too.
import { KEY_PATTERN, SNAPSHOT_ID, type SnapshotSource } from '@/lib/rooms/snapshot';
import { fridgePaths } from './paths';

export const fridgeSnapshot: SnapshotSource = {
  prefix: '/fridge/',
  template: fridgePaths.fridge(SNAPSHOT_ID),
  idPattern: KEY_PATTERN,
  also: fridgePaths.categories(),
};
