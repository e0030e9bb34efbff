// Proost (features/proost/lib/): a room's settings, question pool, players, the shared card and the
// drawn set. Everything is for members; the creator role steers, guests add when allowed.
import { roomPaths } from '@/lib/firebase/paths';
import { proostPaths } from './paths';
import { MAX_CARD_NAMES } from './lib/draw';
import { HISTORY_SIZE } from './lib/history';
import { $, createdWithLobby, isCreator, isMember, mayReadRoom, mayTakeOver, rateNamed, rateNamedOrStored } from '@/rules/common';
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
  key,
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
  unchanged,
  val,
  type RuleNode,
} from '@/rules/dsl';

const code = $.code;
/** The room (proost/{code}) as the write leaves it, from any rule below it. */
const room = newAt(2);
const setting = (name: 'allow_entries' | 'allow_new_players' | 'allow_screen_tap') => eq(`${root(proostPaths.setting(code, name))}.val()`, 'true');
const member = isMember('proost');
const creator = isCreator('proost');

// «Angre» for whoever removed something (docs/rooms.md §Undo): a removal leaves a tombstone,
// removed/{players|questions}/{key}, with what was there and `removed_by`; only that uid may put
// exactly that back, whatever the switches say, and doing so clears the tombstone.
type Removable = 'players' | 'questions';
const $key = key('$key');
const itemKey = plus(plus('$code', str('/')), '$key');
/** The tombstone of `kind/$key` before the write, and as the write leaves it. */
const tombBefore = (kind: Removable) => root(proostPaths.removed(code, kind, $key));
const tombAfter = (kind: Removable) => `${room}.child('removed/${kind}/' + $key)`;
const removedByMe = (kind: Removable) => eq(`${tombBefore(kind)}.child('removed_by').val()`, auth.uid);
/** A delete names its remover in the tombstone written by the same update. */
const leavesTombstone = (kind: Removable) => eq(`${tombAfter(kind)}.child('removed_by').val()`, auth.uid);
/** This uid puts back what it removed: the same fields, and the tombstone goes in the same update. */
const restoresOwnRemoval = (kind: Removable, names: string[]) =>
  and(
    isCreate,
    removedByMe(kind),
    not(exists(tombAfter(kind))),
    ...names.map((name) => eq(`newData.child('${name}').val()`, `${tombBefore(kind)}.child('${name}').val()`)),
  );
/** removed/{kind}/$key: written by the removal (a copy of what goes), cleared by its remover's undo. */
function tombstones(kind: Removable, names: string[]): RuleNode {
  const stored = root(`${proostPaths.room(code)}/${kind}/${$key}`);
  const after = `${room}.child('${kind}/' + $key)`;
  return {
    $key: {
      '.write': and(
        signedIn,
        member,
        or(
          and(newExists, exists(stored), not(exists(after))),
          and(not(newExists), "data.child('removed_by').val() === auth.uid", exists(after)),
        ),
      ),
      '.validate': hasChildren(...names, 'removed_by', 'at'),
      ...fields({
        ...Object.fromEntries(names.map((name) => [name, eq(newVal, `${stored}.child('${name}').val()`)])),
        removed_by: is(auth.uid),
        at: is(now),
      }),
    },
  };
}
/** The card's sequence number before this write (0 before the first card or an old card without one). */
const storedSeq = ifElse(`${root(`${proostPaths.card(code)}/seq`)}.isNumber()`, val(root(`${proostPaths.card(code)}/seq`)), '0');

/** A draw: a member, and the creator or anyone while screen tap is on. */
const mayDraw = and(signedIn, newExists, member, or(creator, setting('allow_screen_tap')));
const CARD_FIELDS = ['question', 'type', 'color', 'drawn_by', 'at', 'seq'] as const;
/** How many @spiller names a card may carry, and how many the history compares one by one. */
const MAX_NAMES = MAX_CARD_NAMES;
/** The key of a draw's history slot, from its seq (lib: historyKey in features/proost/lib/room.ts). */
const historyKey = (seq: string) => plus(str('s'), `(${seq} % ${HISTORY_SIZE})`);
const historySlot = (seq: string) => plus(str('history/'), historyKey(seq));
/** A card's fields, the same in `card` and in each history entry. */
const cardFields = fields({
  type: eq(newVal, `${room}.child('questions/' + newData.parent().child('question').val() + '/type').val()`),
  question: and(isString, exists(`${room}.child('questions/' + ${newVal})`)),
  names: {
    '.validate': 'newData.hasChildren()',
    $i: {
      '.validate': and(matches('$i', /^([0-9]|1[0-9])$/), hasChildren('id', 'name')),
      ...fields({
        id: and(isString, exists(`${room}.child('players/' + ${newVal})`)),
        name: eq(newVal, `${room}.child('players/' + newData.parent().child('id').val() + '/name').val()`),
      }),
    },
  },
  color: and(isString, matches(newVal, /^#[0-9a-f]{6}$/)),
  drawn_by: is(auth.uid),
  at: is(now),
  seq: eq(newVal, plus(storedSeq, 1)),
});

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
        // removed by whoever added it or the creator, leaving a tombstone; put back by its remover.
        '.write': and(
          signedIn,
          member,
          or(
            and(isCreate, or(creator, and(setting('allow_entries'), rateNamedOrStored('proost', itemKey)))),
            and(isDelete, or("data.child('by').val() === auth.uid", creator), leavesTombstone('questions')),
            restoresOwnRemoval('questions', ['text', 'by', 'type']),
          ),
        ),
        '.validate': hasChildren('text', 'by', 'type'),
        ...fields({
          text: textLen(1, 500),
          by: or(is(auth.uid), and(not(dataExists), creator), and(removedByMe('questions'), eq(newVal, `${tombBefore('questions')}.child('by').val()`))),
          type: oneOf(newVal, ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri']),
        }),
      },
    },
    players: {
      $key: {
        // Added by the creator, or anyone while new players are allowed. Removed by any member (SPEC
        // §6), one per update and per uid at a human pace (rate kind proostRemove, docs/security.md
        // §Floods), leaving a tombstone; put back by its remover whatever the switches say.
        '.write': and(
          signedIn,
          member,
          or(
            and(isDelete, leavesTombstone('players'), rateNamed('proostRemove', itemKey)),
            and(isCreate, or(creator, setting('allow_new_players'))),
            restoresOwnRemoval('players', ['name', 'added_by']),
          ),
        ),
        '.validate': hasChildren('name', 'added_by', 'id'),
        ...fields({
          name: textLen(1, 40),
          added_by: or(is(auth.uid), and(removedByMe('players'), eq(newVal, `${tombBefore('players')}.child('added_by').val()`))),
          id: is('$key'),
        }),
      },
    },
    card: {
      // The card names its stored question and the players drawn for each @spiller; every phone
      // builds the text from them (docs/rooms.md §Proost's card). `seq` counts the draws: a draw
      // must replace the card it was based on, so one queued offline and sent late is refused.
      // The same update appends it to the history, in the slot its seq gives.
      '.write': mayDraw,
      '.validate': and(
        hasChildren(...CARD_FIELDS),
        eq(`${room}.child(${historySlot(val("newData.child('seq')"))} + '/seq').val()`, val("newData.child('seq')")),
      ),
      ...cardFields,
    },
    history: {
      // The timeline (docs/rooms.md §Proost's card timeline): each draw's card again, in slot
      // 's' + seq % HISTORY_SIZE, so it holds the last HISTORY_SIZE draws and never more. Only
      // together with the new card it copies, so a stale or forged entry cannot land on its own.
      $slot: {
        '.write': mayDraw,
        '.validate': and(
          hasChildren(...CARD_FIELDS),
          eq('$slot', historyKey(val("newData.child('seq')"))),
          eq(val("newData.child('seq')"), val(`${room}.child('card/seq')`)),
          ...CARD_FIELDS.map((name) => eq(val(`newData.child('${name}')`), val(`${room}.child('card/${name}')`))),
          ifElse(
            `${room}.child('card/names').exists()`,
            and(
              'newData.child(\'names\').exists()',
              ...Array.from({ length: MAX_NAMES }, (_, i) =>
                and(
                  eq(val(`newData.child('names/${i}/id')`), val(`${room}.child('card/names/${i}/id')`)),
                  eq(val(`newData.child('names/${i}/name')`), val(`${room}.child('card/names/${i}/name')`)),
                ),
              ),
            ),
            "!newData.child('names').exists()",
          ),
        ),
        ...cardFields,
      },
    },
    drawn: {
      // Only together with a new card (its seq one up), so a stale set cannot land on its own.
      '.write': and(signedIn, member, or(creator, setting('allow_screen_tap')), eq(`${room}.child('card/seq').val()`, plus(storedSeq, 1))),
      $key: { '.validate': and(is('true'), exists(`${room}.child('questions/' + $key)`)) },
    },
    removed: {
      players: tombstones('players', ['name', 'added_by']),
      questions: tombstones('questions', ['text', 'by', 'type']),
      ...closed,
    },
    ...closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { proost } satisfies Record<string, RuleNode>;
