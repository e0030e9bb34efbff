// Admin codes (docs/design.md §4, lib/admin/): the owner's secret per scope, each visitor's throttled
// attempt, and the proven code that makes a visitor admin of a scope.
import { ADMIN_ATTEMPT_INTERVAL_MS, ADMIN_ATTEMPT_VALID_MS, ADMIN_CODE_MAX, ADMIN_SCOPES } from '@/lib/admin/code';
import { paths } from '@/lib/firebase/paths';
import { $, throttle } from '@/rules/common';
import * as r from '@/rules/dsl';

const $scope = r.wild('scope');
const $uid = r.wild('uid');

const scope = r.key($scope);

export const adminAttempts: r.RuleNode = {
  $scope: {
    $uid: {
      '.read': false,
      '.write': r.and(r.signedIn, r.isSelf($uid), r.oneOf($scope, ADMIN_SCOPES), r.newExists, throttle(ADMIN_ATTEMPT_INTERVAL_MS)),
      ...r.record(
        { uid: r.is(r.auth.uid), code: r.textLen(1, ADMIN_CODE_MAX), at: r.is(r.now) },
        {
          after: [r.eq(r.newChildVal('uid'), r.auth.uid), r.eq(r.newChildVal('at'), r.now)],
        },
      ),
    },
  },
};

const secret = r.root(paths.adminSecret(scope));
const attempt = (field: string) => r.val(r.root(`${paths.adminAttempt(scope, $.me)}/${field}`));

export const admins: r.RuleNode = {
  $scope: {
    $uid: {
      '.read': r.and(r.signedIn, r.isSelf($uid)),
      // The code must be the secret, guessed in this uid's own attempt less than a minute ago.
      '.write': r.and(
        r.signedIn,
        r.isSelf($uid),
        r.or(
          r.not(r.newExists),
          r.and(
            r.exists(secret),
            r.eq(r.newVal, r.val(secret)),
            r.eq(attempt('uid'), r.auth.uid),
            r.eq(attempt('code'), r.newVal),
            r.gt(attempt('at'), r.minus(r.now, ADMIN_ATTEMPT_VALID_MS)),
          ),
        ),
      ),
      '.validate': r.isString,
    },
  },
};

/** A probe: readable only while the scope's secret is set. */
export const adminCodeSet: r.RuleNode = {
  $scope: { '.read': r.and(r.signedIn, r.exists(r.root(paths.adminSecret(scope)))) },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { admin_attempts: adminAttempts, admins, admin_code_set: adminCodeSet } satisfies Record<string, r.RuleNode>;
