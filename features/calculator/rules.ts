// The bar calculator's archive (features/calculator/lib/): each visitor's own orders, read and
// written by that uid only.
import * as r from '@/rules/dsl';

const $uid = r.wild('uid');
const $drink = r.wild('drink');

/** How long after RESET its archive entry may be taken out again by «Angre». */
export const UNARCHIVE_MS = 60_000;

export const calculator: r.RuleNode = {
  orders: {
    $uid: {
      '.read': r.and(r.signedIn, r.isSelf($uid)),
      $key: {
        // Made once; only «Angre» right after RESET takes an entry out again, within a minute of
        // its time stamp (docs/apps.md, Bar calculator). Older history stays as it is.
        '.write': r.and(r.signedIn, r.isSelf($uid), r.or(r.isCreate, r.and(r.isDelete, r.gt(r.oldChildVal('at'), r.minus(r.now, UNARCHIVE_MS))))),
        ...r.record({
          at: r.is(r.now),
          total: r.intRange(0, 100000000),
          half: r.isBoolean,
          items: { $drink: { '.validate': r.and(r.le(r.length($drink), '40'), r.intRange(1, 999)) } },
        }),
      },
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { calculator } satisfies Record<string, r.RuleNode>;
