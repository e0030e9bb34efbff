// What the apps that serve a Festrom party (its question board, its secret santa) read of the
// party itself, without importing the fest app: its host and a member's party name
// (lib/firebase/paths.ts partyPaths; docs/apps.md, "A party's own boards").
import { partyPaths } from '@/lib/firebase/paths';
import type { DbRead } from '@/lib/firebase/read';
import { roomContentRead } from './roomContent';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The uid holding the party's host role (its creator role), or null. */
export const partyHostRead = (code: string): DbRead<string | null> => roomContentRead('fest', code, text, { at: partyPaths.host(code), as: 'host' });

/** The name `uid` picked for the party, or null before they picked one. */
export const partyNameRead = (code: string, uid: string): DbRead<string | null> =>
  roomContentRead('fest', code, text, { at: partyPaths.name(code, uid), as: 'name' });
