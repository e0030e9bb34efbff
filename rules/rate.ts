// Rate nodes (lib/firebase/rate.ts): rate/{kind}/{uid} = { at: now, key }. The kinds and their
// intervals are the tables the manifests declare (features/<app>/rates.ts) and the rooms' lobby
// (lib/rooms/rates.ts), merged by rules/index.ts: the rules and the screens' "wait N seconds"
// come from one number, and a kind nobody declares is refused.
import { throttle } from './common';
import * as r from './dsl';

const $kind = r.wild('kind');
const $uid = r.wild('uid');

/** The "rate" node for the kinds of `intervals` (kind → ms), in its order. */
export function rate(intervals: Readonly<Record<string, number>>): r.RuleNode {
  const kinds = Object.keys(intervals);
  /** The interval of `$kind`; -1 (never throttled, but refused by .validate) for an unknown kind. */
  const interval = r.choose(
    kinds.map((kind) => [r.eq($kind, r.str(kind)), String(intervals[kind])]),
    '-1',
  );
  return {
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
}
