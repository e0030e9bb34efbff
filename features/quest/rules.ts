// Quest log (features/quest/lib/): the name and settings anyone reads, the visible quests players read
// and the hidden quests only the creator reads (read rules cascade, hence two nodes).
import { roomPaths } from '@/lib/firebase/paths';
import { $, mayTakeOver, rateNamed } from '@/rules/common';
import { rates } from './rates';
import * as r from '@/rules/dsl';
import { questPaths } from './paths';

const $room = r.wild('room');
const $quest = r.wild('quest');

const room = r.key($room);
const isCreator = r.eq(r.val(r.root(`${questPaths.settings(room)}/created_by`)), r.auth.uid);

function quests(visible: boolean): r.RuleNode {
  return {
    $quest: {
      '.write': r.and(r.signedIn, isCreator),
      ...r.record({
        id: r.is($quest),
        title: r.textLen(1, 100),
        description: r.textMax(500),
        reward: r.textMax(100),
        visible: r.is(String(visible)),
        completed: r.isBoolean,
        failed: r.isBoolean,
      }),
    },
  };
}

export const questlog: r.RuleNode = {
  $room: {
    '.write': r.and(r.signedIn, r.isCreate, rateNamed(rates, 'quest', $room)),
    '.validate': r.and(r.matches($room, /^[A-Za-z0-9_-]{1,40}$/), r.hasChildren('name', 'settings')),
    // The name, settings and visible quests are readable signed out.
    name: { '.read': true, '.validate': r.textLen(1, 40) },
    settings: {
      '.read': true,
      ...r.record({
        created_by: {
          // Someone present takes over the creator role (rules/common.ts, mayTakeOver).
          '.write': r.and(
            r.signedIn,
            r.dataExists,
            r.eq(r.newVal, r.auth.uid),
            r.exists(r.root(`${roomPaths.presence('questlog', room)}/${$.me}`)),
            mayTakeOver('questlog', room, questPaths.settings(room), `${questPaths.settings(room)}/created_at`),
          ),
          '.validate': r.or(r.is(r.auth.uid), r.and(r.dataExists, r.eq(r.newVal, r.oldVal))),
        },
        created_at: r.stampedOnce,
        handover_at: {
          '.write': r.and(r.signedIn, r.or(isCreator, r.and(r.not(r.newExists), r.eq(r.valAt(r.newParent(), 'created_by'), r.auth.uid)))),
          '.validate': r.or(r.is(r.now), r.and(r.dataExists, r.eq(r.newVal, r.oldVal))),
        },
        shape: r.is('2'),
      }, { optional: ['created_at', 'handover_at', 'shape'] }),
    },
    quests: { '.read': r.eq(r.val(r.root(`${questPaths.settings(room)}/shape`)), '2'), ...quests(true) },
    hidden: { '.read': r.and(r.signedIn, isCreator), ...quests(false) },
    ...r.closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { questlog } satisfies Record<string, r.RuleNode>;
