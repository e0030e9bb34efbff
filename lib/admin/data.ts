import { ref, runTransaction, serverTimestamp, set, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { paths } from '@/lib/firebase/paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import {
  ADMIN_CODE_MAX,
  ADMIN_EMPTY_TEXT,
  ADMIN_TOO_LONG_TEXT,
  ADMIN_WAIT_TEXT,
  ADMIN_WRONG_TEXT,
  normaliseAdminCode,
  type AdminScope,
} from './code';

/**
 * Whether this visitor has proved the code of a scope. Only the visitor can read their own
 * node. If the owner changes the secret, the old proof stays here but the rules stop honouring
 * it: admin writes would then be refused with a visible message.
 */
export const adminRead = (scope: AdminScope, uid: string): DbRead<boolean> =>
  valueRead(paths.admin(scope, uid), (value) => typeof value === 'string' && value.length > 0);

/**
 * Two writes, because a refused multi-path update would leave no trace of the guess: first the
 * attempt (accepted once per uid and scope every few seconds, right or wrong), then the code itself
 * (accepted only if it equals both the secret and the attempt just recorded).
 */
export async function proveAdminCode(db: Database, scope: AdminScope, uid: string, raw: string): Promise<void> {
  const code = normaliseAdminCode(raw);
  if (!code) throw new InputError(ADMIN_EMPTY_TEXT);
  if (code.length > ADMIN_CODE_MAX) throw new InputError(ADMIN_TOO_LONG_TEXT);
  try {
    await set(ref(db, paths.adminAttempt(scope, uid)), { uid, code, at: serverTimestamp() });
  } catch (error) {
    if (isPermissionDenied(error)) throw new InputError(ADMIN_WAIT_TEXT);
    throw error;
  }
  try {
    // Not applied locally: a plain set would flash the admin controls until the refusal arrives.
    await runTransaction(ref(db, paths.admin(scope, uid)), () => code, { applyLocally: false });
  } catch (error) {
    if (isPermissionDenied(error)) throw new InputError(ADMIN_WRONG_TEXT);
    throw error;
  }
}

/** Gives up admin rights on this device (the visitor can prove the code again). */
export function leaveAdmin(db: Database, scope: AdminScope, uid: string): Promise<void> {
  return set(ref(db, paths.admin(scope, uid)), null);
}
