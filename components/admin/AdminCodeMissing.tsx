'use client';
import { adminCodeSetRead, NO_ADMIN_CODE_TEXT } from '@/lib/admin/setup';
import type { AdminScope } from '@/lib/admin/code';
import { useDbValue } from '@/components/firebase/useDbValue';
import OwnerDataMissing from '@/components/ui/OwnerDataMissing';

/** Says so when the owner has not set this scope's admin code yet (no code could ever work). */
export default function AdminCodeMissing({ scope }: { scope: AdminScope }) {
  const probe = useDbValue(adminCodeSetRead(scope));
  // Deliberately no DbView: this probe only speaks when the rules say no code is set; while it
  // loads, or fails any other way, the login form under it must stand as it is.
  if (probe.status === 'error' && probe.kind === 'denied') return <OwnerDataMissing text={NO_ADMIN_CODE_TEXT} />;
  return null;
}
