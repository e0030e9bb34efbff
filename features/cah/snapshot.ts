// What a Cah room page reads for its first paint, by REST before any SDK has loaded
// (lib/rooms/snapshot.ts). The manifest names it, so the root layout starts the read too.
import { ROOM_CODE_PATTERN, SNAPSHOT_ID, type SnapshotSource } from '@/lib/rooms/snapshot';
import { cahPaths } from './paths';

export const cahSnapshot: SnapshotSource = {
  prefix: '/cah/',
  // A round stores only its black card's id: the card's text comes from the bank.
  template: cahPaths.game(SNAPSHOT_ID),
  idPattern: ROOM_CODE_PATTERN,
  also: cahPaths.bankBlack(),
};
