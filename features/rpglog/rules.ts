// The RPG logs (features/rpglog/lib/): sessions (DND) and items (DND_Items) have the same shape, so both
// subtrees come from one function.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import {
  and,
  auth,
  closed,
  dataExists,
  fields,
  hasChildren,
  ifElse,
  intRange,
  isCreate,
  or,
  signedIn,
  str,
  plus,
  textLen,
  textMax,
  textMatching,
  writerOnce,
  type RuleNode,
} from '@/rules/dsl';
import { type RpgLogNode } from './paths';

/**
 * The game master: a site admin (docs/apps.md, RPG logs; SPEC has no such role and its shapes
 * stay as they are). Only they move the session and write its story.
 */
const gameMaster = `(${isSiteAdmin})`;

export function rpgLog(log: RpgLogNode): RuleNode {
  // Written as '{log}/' + … so both logs' rules differ only in their own name (generated.test.ts).
  const storedSession = `root.child(${plus(str(`${log}/`), str('info/session'))})`;
  return {
    '.read': signedIn,
    info: {
      session: {
        // The game master, once per 10 s (rate kind rpgSession, in the same update).
        '.write': and(signedIn, 'newData.exists()', gameMaster, rateNamed('rpgSession', plus(str(`${log}/`), str('session')))),
        // The session number only counts up, one at a time, from 2.
        '.validate': and(intRange(undefined, 9999), 'data.isNumber() ? newData.val() === data.val() + 1 : newData.val() === 2'),
      },
      story: {
        '.validate': '!data.isString()',
        $session: {
          // Written once, by the game master, for the session now running (the stored number;
          // 1 before the first move), so nobody fills future sessions' stories in advance.
          '.write': and(
            signedIn,
            '!data.exists()',
            'newData.exists()',
            gameMaster,
            `$session === ${plus(str('s'), ifElse(`${storedSession}.isNumber()`, `${storedSession}.val()`, '1'))}`,
          ),
          '.validate': and("$session.matches(/^s[0-9]{1,4}$/)", textLen(1, 500)),
        },
      },
      ...closed,
    },
    $entry: {
      // Created with a rate node (kind rpglog); changed or removed only by its writer.
      '.write': and(
        signedIn,
        or(and(isCreate, rateNamed('rpglog', plus(str(`${log}/`), '$entry'))), and(dataExists, `data.child('by').val() === ${auth.uid}`)),
      ),
      '.validate': hasChildren('title', 'person', 'session', 'from', 'date', 'by'),
      ...fields({
        title: textLen(1, 500),
        person: textMax(40),
        session: intRange(1, 9999),
        from: textLen(1, 40),
        date: textMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
        by: writerOnce,
      }),
    },
  };
}

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { DND: rpgLog('DND'), DND_Items: rpgLog('DND_Items') } satisfies Record<string, RuleNode>;
