// Admin codes (docs/design.md §4, lib/admin/): the owner's secret per scope, each visitor's throttled
// attempt, and the proven code that makes a visitor admin of a scope.
import { ADMIN_ATTEMPT_INTERVAL_MS, ADMIN_ATTEMPT_VALID_MS, ADMIN_CODE_MAX, ADMIN_SCOPES } from '@/lib/admin/code';
import { paths } from '@/lib/firebase/paths';
import { $, throttle } from '@/rules/common';
import {
  and,
  auth,
  eq,
  exists,
  fields,
  gt,
  hasChildren,
  is,
  isSelf,
  isString,
  key,
  minus,
  newExists,
  newVal,
  not,
  now,
  oneOf,
  or,
  root,
  signedIn,
  textLen,
  val,
  type RuleNode,
} from '@/rules/dsl';

const scope = key('$scope');

export const adminAttempts: RuleNode = {
  $scope: {
    $uid: {
      '.read': false,
      '.write': and(signedIn, isSelf('$uid'), oneOf('$scope', ADMIN_SCOPES), newExists, throttle(ADMIN_ATTEMPT_INTERVAL_MS)),
      '.validate': and(hasChildren('uid', 'code', 'at'), eq("newData.child('uid').val()", auth.uid), eq("newData.child('at').val()", now)),
      ...fields({ uid: is(auth.uid), code: textLen(1, ADMIN_CODE_MAX), at: is(now) }),
    },
  },
};

const secret = root(paths.adminSecret(scope));
const attempt = (field: string) => val(root(`${paths.adminAttempt(scope, $.me)}/${field}`));

export const admins: RuleNode = {
  $scope: {
    $uid: {
      '.read': and(signedIn, isSelf('$uid')),
      // The code must be the secret, guessed in this uid's own attempt less than a minute ago.
      '.write': and(
        signedIn,
        isSelf('$uid'),
        or(
          not(newExists),
          and(
            exists(secret),
            eq(newVal, val(secret)),
            eq(attempt('uid'), auth.uid),
            eq(attempt('code'), newVal),
            gt(attempt('at'), minus(now, ADMIN_ATTEMPT_VALID_MS)),
          ),
        ),
      ),
      '.validate': isString,
    },
  },
};

/** A probe: readable only while the scope's secret is set. */
export const adminCodeSet: RuleNode = {
  $scope: { '.read': and(signedIn, exists(root(paths.adminSecret(scope)))) },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { admin_attempts: adminAttempts, admins, admin_code_set: adminCodeSet } satisfies Record<string, RuleNode>;
