'use client';
import { useMemo } from 'react';
import type { AdminScope } from '@/lib/admin/code';
import { adminRead } from '@/lib/admin/data';
import { useDbValue, type DbResult } from '@/components/firebase/useDbValue';
import { useUid } from '@/components/firebase/SessionProvider';

/**
 * Whether the signed-in visitor has proved the admin code of `scope` (live; stays true after a
 * reload because the anonymous uid does). Use under DatabaseGate. The rules decide what an
 * admin may write; this only decides what to show.
 */
export function useIsAdmin(scope: AdminScope): DbResult<boolean> {
  const uid = useUid();
  const read = useMemo(() => adminRead(scope, uid), [scope, uid]);
  return useDbValue(read);
}
