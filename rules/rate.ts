// Rate nodes (lib/firebase/rate.ts): rate/{kind}/{uid} = { at: now, key }. The intervals are
// RATE_INTERVALS_MS, so the rules and the screens' "wait N seconds" come from one table.
import { RATE_INTERVALS_MS } from '../lib/firebase/rate';
import { throttle } from './common';
import { and, choose, eq, fields, hasChildren, is, isSelf, newExists, now, oneOf, signedIn, str, textLen, type RuleNode } from './dsl';

const kinds = Object.keys(RATE_INTERVALS_MS) as (keyof typeof RATE_INTERVALS_MS)[];
/** The interval of `$kind`; -1 (never throttled, but refused by .validate) for an unknown kind. */
const interval = choose(
  kinds.map((kind) => [eq('$kind', str(kind)), String(RATE_INTERVALS_MS[kind])]),
  '-1',
);

export const rate: RuleNode = {
  $kind: {
    $uid: {
      '.read': false,
      '.write': and(signedIn, isSelf('$uid'), newExists, throttle(interval)),
      '.validate': and(hasChildren('at', 'key'), eq("newData.child('at').val()", now), `(${oneOf('$kind', kinds)})`),
      ...fields({ at: is(now), key: textLen(1, 200) }),
    },
  },
};

