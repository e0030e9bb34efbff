// The bar calculator's archive (features/calculator/lib/): each visitor's own orders, read and
// written by that uid only.
import {
  and,
  fields,
  hasChildren,
  intRange,
  is,
  isBoolean,
  isCreate,
  now,
  or,
  auth,
  child,
  eq,
  gt,
  isDelete,
  minus,
  signedIn,
  type RuleNode,
} from '@/rules/dsl';

/** How long after RESET its archive entry may be taken out again by «Angre». */
export const UNARCHIVE_MS = 60_000;

export const calculator: RuleNode = {
  orders: {
    $uid: {
      '.read': and(signedIn, eq(auth.uid, '$uid')),
      $key: {
        // Made once; only «Angre» right after RESET takes an entry out again, within a minute of
        // its time stamp (docs/apps.md, Bar calculator). Older history stays as it is.
        '.write': and(signedIn, eq(auth.uid, '$uid'), or(isCreate, and(isDelete, gt(`${child('data', 'at')}.val()`, minus(now, UNARCHIVE_MS))))),
        '.validate': hasChildren('at', 'total', 'half', 'items'),
        ...fields({
          at: is(now),
          total: intRange(0, 100000000),
          half: isBoolean,
          items: { $drink: { '.validate': and('$drink.length <= 40', intRange(1, 999)) } },
        }),
      },
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { calculator } satisfies Record<string, RuleNode>;
