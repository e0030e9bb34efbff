// Proost (features/proost/lib/): a room's settings, question pool, players, the shared card and the
// drawn set. Everything is for members; the creator role steers, guests add when allowed.
import { roomPaths } from '@/lib/firebase/paths';
import { proostPaths } from './paths';
import { $, createdWithLobby, isCreator, isMember, mayReadRoom, mayTakeOver, rateNamedOrStored } from '@/rules/common';
import {
  and,
  auth,
  closed,
  dataExists,
  eq,
  exists,
  fields,
  hasChildren,
  ifElse,
  is,
  isBoolean,
  isCreate,
  isDelete,
  isString,
  matches,
  newAt,
  newExists,
  newVal,
  not,
  now,
  oneOf,
  or,
  plus,
  root,
  signedIn,
  str,
  textLen,
  textMax,
  unchanged,
  type RuleNode,
} from '@/rules/dsl';

const code = $.code;
/** The room (proost/{code}) as the write leaves it, from any rule below it. */
const room = newAt(2);
const setting = (name: 'allow_entries' | 'allow_new_players' | 'allow_screen_tap') => eq(`${root(proostPaths.setting(code, name))}.val()`, 'true');
const member = isMember('proost');
const creator = isCreator('proost');

export const proost: RuleNode = {
  $code: {
    '.read': mayReadRoom('proost'),
    '.write': createdWithLobby('proost'),
    '.validate': "newData.hasChild('settings')",
    settings: {
      '.write': and(signedIn, "data.child('created_by').val() === auth.uid"),
      '.validate': hasChildren('name', 'private', 'created_by', 'allow_entries', 'allow_new_players', 'allow_screen_tap'),
      ...fields({
        name: and(textLen(1, 40), unchanged),
        private: and(isBoolean, unchanged),
        created_by: {
          // A member takes over the creator role (rules/common.ts, mayTakeOver).
          '.write': and(
            signedIn,
            dataExists,
            eq(newVal, auth.uid),
            member,
            mayTakeOver('proost', code, roomPaths.settings('proost', code), `${roomPaths.lobbyEntry('proost', code)}/created_at`),
          ),
          '.validate': ifElse(dataExists, `(${or(eq(newVal, 'data.val()'), eq(newVal, auth.uid))})`, eq(newVal, auth.uid)),
        },
        allow_entries: isBoolean,
        allow_new_players: isBoolean,
        allow_screen_tap: isBoolean,
        handover_at: {
          '.write': and(signedIn, not(newExists), "newData.parent().child('created_by').val() === auth.uid"),
          '.validate': or(is(now), and(dataExists, "newData.val() === data.val()")),
        },
      }),
    },
    questions: {
      $key: {
        // Added by the creator, or by a member while entries are allowed (rate kind proost);
        // removed by whoever added it or the creator.
        '.write': and(
          signedIn,
          member,
          or(
            and(isCreate, or(creator, and(setting('allow_entries'), rateNamedOrStored('proost', plus(plus('$code', str('/')), '$key'))))),
            and(isDelete, or("data.child('by').val() === auth.uid", creator)),
          ),
        ),
        '.validate': hasChildren('text', 'by', 'type'),
        ...fields({
          text: textLen(1, 500),
          by: or(is(auth.uid), and(not(dataExists), creator)),
          type: oneOf(newVal, ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri']),
        }),
      },
    },
    players: {
      $key: {
        '.write': and(signedIn, member, or(not(newExists), and(not(dataExists), or(creator, setting('allow_new_players'))))),
        '.validate': hasChildren('name', 'added_by', 'id'),
        ...fields({ name: textLen(1, 40), added_by: is(auth.uid), id: is('$key') }),
      },
    },
    card: {
      '.write': and(signedIn, newExists, member, or(creator, setting('allow_screen_tap'))),
      '.validate': hasChildren('text', 'type', 'question', 'color', 'drawn_by', 'at'),
      ...fields({
        text: textLen(1, 2000),
        type: textMax(40),
        question: and(isString, exists(`${room}.child('questions/' + ${newVal})`)),
        color: and(isString, matches(newVal, /^#[0-9a-f]{6}$/)),
        drawn_by: is(auth.uid),
        at: is(now),
      }),
    },
    drawn: {
      '.write': and(signedIn, member, or(creator, setting('allow_screen_tap'))),
      $key: { '.validate': and(is('true'), exists(`${room}.child('questions/' + $key)`)) },
    },
    ...closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { proost } satisfies Record<string, RuleNode>;
