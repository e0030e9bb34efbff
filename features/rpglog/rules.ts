// The RPG logs (features/rpglog/lib/): sessions (DND) and items (DND_Items) have the same shape, so both
// subtrees come from one function.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import { rates } from './rates';
import * as r from '@/rules/dsl';
import { type RpgLogNode } from './paths';

const $session = r.wild('session');
const $entry = r.wild('entry');

/**
 * The game master: a site admin (docs/apps.md, RPG logs; SPEC has no such role and its shapes
 * stay as they are). Only they move the session and write its story.
 */
const gameMaster = isSiteAdmin;

export function rpgLog(log: RpgLogNode): r.RuleNode {
  // Written as '{log}/' + … so both logs' rules differ only in their own name (generated.test.ts).
  const storedSession = r.root(r.key(r.plus(r.str(`${log}/`), r.str('info/session'))));
  return {
    '.read': r.signedIn,
    info: {
      session: {
        // The game master, once per 10 s (rate kind rpgSession, in the same update).
        '.write': r.and(r.signedIn, r.newExists, gameMaster, rateNamed(rates, 'rpgSession', r.plus(r.str(`${log}/`), r.str('session')))),
        // The session number only counts up, one at a time, from 2.
        '.validate': r.and(r.intRange(undefined, 9999), r.ifElse(r.isNumberAt(r.data), r.eq(r.newVal, r.plus(r.oldVal, 1)), r.eq(r.newVal, '2'))),
      },
      story: {
        '.validate': r.not(r.isStringAt(r.data)),
        $session: {
          // Written once, by the game master, for the session now running (the stored number;
          // 1 before the first move), so nobody fills future sessions' stories in advance.
          '.write': r.and(
            r.signedIn,
            r.not(r.dataExists),
            r.newExists,
            gameMaster,
            r.eq($session, r.plus(r.str('s'), r.ifElse(r.isNumberAt(storedSession), r.val(storedSession), '1'))),
          ),
          '.validate': r.and(r.matches($session, /^s[0-9]{1,4}$/), r.textLen(1, 500)),
        },
      },
      ...r.closed,
    },
    $entry: {
      // Created with a rate node (kind rpglog); changed or removed only by its writer.
      '.write': r.and(
        r.signedIn,
        r.or(r.and(r.isCreate, rateNamed(rates, 'rpglog', r.plus(r.str(`${log}/`), $entry))), r.and(r.dataExists, r.eq(r.oldChildVal('by'), r.auth.uid))),
      ),
      ...r.record({
        title: r.textLen(1, 500),
        person: r.textMax(40),
        session: r.intRange(1, 9999),
        from: r.textLen(1, 40),
        date: r.textMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
        by: r.writerOnce,
      }),
    },
  };
}

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { DND: rpgLog('DND'), DND_Items: rpgLog('DND_Items') } satisfies Record<string, r.RuleNode>;
