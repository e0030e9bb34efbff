// Quest log (features/quest/lib/): the name and settings anyone reads, the visible quests players read
// and the hidden quests only the creator reads (read rules cascade, hence two nodes).
import { roomPaths } from '@/lib/firebase/paths';
import { $, mayTakeOver, rateNamed } from '@/rules/common';
import {
  and,
  auth,
  closed,
  dataExists,
  eq,
  exists,
  fields,
  hasChildren,
  is,
  isBoolean,
  isCreate,
  key,
  newExists,
  newVal,
  not,
  now,
  or,
  root,
  signedIn,
  stampedOnce,
  textLen,
  textMax,
  val,
  type RuleNode,
} from '@/rules/dsl';
import { questPaths } from './paths';

const room = key('$room');
const isCreator = eq(val(root(`${questPaths.settings(room)}/created_by`)), auth.uid);

function quests(visible: boolean): RuleNode {
  return {
    $quest: {
      '.write': and(signedIn, isCreator),
      '.validate': hasChildren('id', 'title', 'description', 'reward', 'visible', 'completed', 'failed'),
      ...fields({
        id: is('$quest'),
        title: textLen(1, 100),
        description: textMax(500),
        reward: textMax(100),
        visible: is(String(visible)),
        completed: isBoolean,
        failed: isBoolean,
      }),
    },
  };
}

export const questlog: RuleNode = {
  $room: {
    '.write': and(signedIn, isCreate, rateNamed('quest', '$room')),
    '.validate': and('$room.matches(/^[A-Za-z0-9_-]{1,40}$/)', hasChildren('name', 'settings')),
    // The name, settings and visible quests are readable signed out.
    name: { '.read': true, '.validate': textLen(1, 40) },
    settings: {
      '.read': true,
      '.validate': hasChildren('created_by'),
      ...fields({
        created_by: {
          // Someone present takes over the creator role (rules/common.ts, mayTakeOver).
          '.write': and(
            signedIn,
            dataExists,
            eq(newVal, auth.uid),
            exists(root(`${roomPaths.presence('questlog', room)}/${$.me}`)),
            mayTakeOver('questlog', room, questPaths.settings(room), `${questPaths.settings(room)}/created_at`),
          ),
          '.validate': or(is(auth.uid), and(dataExists, eq(newVal, 'data.val()'))),
        },
        created_at: stampedOnce,
        handover_at: {
          '.write': and(signedIn, or(isCreator, and(not(newExists), "newData.parent().child('created_by').val() === auth.uid"))),
          '.validate': or(is(now), and(dataExists, eq(newVal, 'data.val()'))),
        },
        shape: is('2'),
      }),
    },
    quests: { '.read': eq(val(root(`${questPaths.settings(room)}/shape`)), '2'), ...quests(true) },
    hidden: { '.read': and(signedIn, isCreator), ...quests(false) },
    ...closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { questlog } satisfies Record<string, RuleNode>;
