'use client';
import { useDbValue } from '@/components/firebase/useDbValue';
import { valueRead } from '@/lib/firebase/read';
import { roomPaths } from '@/lib/firebase/paths';
import { passwordEpochRead } from '@/lib/rooms/data';
import { roomKeysRead, type RoomKey } from '../lib/data';

/**
 * The party rooms' keys in force (fest_keys under the party's password epoch), live; null until
 * both the epoch and its keys are there, or where they are refused (a removed member). One hook,
 * no component in between, so a change of epoch moves nothing on the screen.
 */
export function usePartyKeys(code: string): Record<string, RoomKey> | null {
  const epoch = useDbValue(passwordEpochRead('fest', code));
  const known = epoch.status === 'success';
  // Until the epoch is known there is no keys node to listen to: this stand-in listens to the
  // epoch's own node again (readable to the same members) and is never used.
  const keys = useDbValue(known ? roomKeysRead(code, epoch.data) : waitingRead(code));
  return known && keys.status === 'success' ? keys.data : null;
}

const waitingRead = (code: string) => valueRead(roomPaths.passwordEpoch('fest', code), (): Record<string, RoomKey> => ({}), 'keys-waiting');
