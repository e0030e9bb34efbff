// Whether the owner has set a scope's admin code. The code itself is readable by no client, so
// the rules answer through a probe: `admin_code_set/{scope}` holds nothing, and reading it is
// allowed only while `secrets/admin_codes/{scope}` exists. A refusal means «not set yet».
import { paths } from '@/lib/firebase/paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import type { AdminScope } from './code';

export const NO_ADMIN_CODE_TEXT = 'Ingen adminkode er satt ennå – eieren må kjøre oppsettet';

/** Succeeds (with true) only when the scope's code is set; refused by the rules otherwise. */
export const adminCodeSetRead = (scope: AdminScope): DbRead<true> => valueRead(paths.adminCodeSet(scope), () => true);
