// Rate nodes (lib/firebase/rate.ts): rate/{kind}/{uid} = { at: now, key }. The intervals are
// RATE_INTERVALS_MS, so the rules and the screens' "wait N seconds" come from one table.
import { RATE_INTERVALS_MS } from '../lib/firebase/rate';
import { throttle } from './common';
import * as r from './dsl';

const $kind = r.wild('kind');
const $uid = r.wild('uid');

const kinds = Object.keys(RATE_INTERVALS_MS) as (keyof typeof RATE_INTERVALS_MS)[];
/** The interval of `$kind`; -1 (never throttled, but refused by .validate) for an unknown kind. */
const interval = r.choose(
  kinds.map((kind) => [r.eq($kind, r.str(kind)), String(RATE_INTERVALS_MS[kind])]),
  '-1',
);

export const rate: r.RuleNode = {
  $kind: {
    $uid: {
      '.read': false,
      '.write': r.and(r.signedIn, r.isSelf($uid), r.newExists, throttle(interval)),
      ...r.record(
        { at: r.is(r.now), key: r.textLen(1, 200) },
        {
          after: [r.eq(r.newChildVal('at'), r.now), r.group(r.oneOf($kind, kinds))],
        },
      ),
    },
  },
};

