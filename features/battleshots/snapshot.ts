// What a Battleshots room page reads for its first paint, by REST before any SDK has loaded
// (lib/rooms/snapshot.ts). The manifest names it, so the root layout starts the read too.
import { ROOM_CODE_PATTERN, SNAPSHOT_ID, type SnapshotSource } from '@/lib/rooms/snapshot';
import { battleshotsPaths } from './paths';

export const battleshotsSnapshot: SnapshotSource = {
  prefix: '/battleshots/',
  template: battleshotsPaths.room(SNAPSHOT_ID),
  idPattern: ROOM_CODE_PATTERN,
  also: null,
};
