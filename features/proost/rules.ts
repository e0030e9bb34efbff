// Proost (features/proost/lib/): a room's settings, question pool, players, the shared card and the
// drawn set. Everything is for members; the creator role steers, guests add when allowed.
import { roomPaths } from '@/lib/firebase/paths';
import { proostPaths } from './paths';
import { MAX_CARD_NAMES } from './lib/draw';
import { HISTORY_SIZE } from './lib/history';
import { $, createdWithLobby, isCreator, isInvited, isMember, mayReadRoom, mayTakeOver, rateNamed, rateNamedOrStored } from '@/rules/common';
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
  newRoot,
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
/**
 * A guest who came by the host's invite link or QR (invited/proost/{code}/{uid}, rules/common.ts
 * isInvited) draws and adds players, unless the host switched that off; a room from
 * before the switch has none, which counts as on. Passers-by from the lobby keep the switches.
 */
const invitedMay = and(isInvited('proost'), `${root(proostPaths.setting(code, 'allow_invited'))}.val() !== false`);
const member = isMember('proost');
const creator = isCreator('proost');

// «Angre» for whoever removed something (docs/rooms.md §Undo): a removal leaves a tombstone,
// removed/{players|questions}/{key}, with what was there and `removed_by`; only that uid may put
// exactly that back, whatever the switches say, and doing so clears the tombstone.
type Removable = 'players' | 'questions' | 'deck';
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
const mayDraw = and(signedIn, newExists, member, or(creator, setting('allow_screen_tap'), invitedMay));
const CARD_FIELDS = ['question', 'type', 'color', 'drawn_by', 'at', 'seq'] as const;
/** How many @spiller names a card may carry, and how many the history compares one by one. */
const MAX_NAMES = MAX_CARD_NAMES;
/** The key of a draw's history slot, from its seq (lib: historyKey in features/proost/lib/room.ts). */
const historyKey = (seq: string) => plus(str('s'), `(${seq} % ${HISTORY_SIZE})`);
const historySlot = (seq: string) => plus(str('history/'), historyKey(seq));
/** A card's fields, the same in `card` and in each history entry. */
/** A card's question: a deck entry, or a question of SPEC's shape in an old room. */
const cardQuestion = (keyExpr: string) => `${room}.child('deck/' + ${keyExpr})`;
const oldQuestion = (keyExpr: string) => `${room}.child('questions/' + ${keyExpr})`;
/** A card's fields, the same in `card` and in each history entry. */
const cardFields = fields({
  type: eq(
    newVal,
    ifElse(
      exists(cardQuestion("newData.parent().child('question').val()")),
      val(`${cardQuestion("newData.parent().child('question').val()")}.child('type')`),
      val(`${oldQuestion("newData.parent().child('question').val()")}.child('type')`),
    ),
  ),
  question: and(isString, or(exists(cardQuestion(newVal)), exists(oldQuestion(newVal)))),
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

/** The text of deck question `keyExpr` of this room, stored (the rules read it whoever may not). */
const deckText = (keyExpr: string) => root(proostPaths.deckText(code, key(keyExpr)));
/** The new card's question (the draw in this update): its key, and whether it is a deck question. */
const newCardQuestion = val(`${room}.child('card/question')`);
/** A draw in this update: the new card is one above the stored one. */
const drawsNow = eq(val(`${room}.child('card/seq')`), plus(storedSeq, 1));
/** The number of @spiller in a text (rules' replace() replaces every occurrence). */
const spillerCount = (text: string) => `(${text}.length - ${text}.replace('@spiller', '').length) / 8`;

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
        allow_invited: isBoolean,
        handover_at: {
          '.write': and(signedIn, not(newExists), "newData.parent().child('created_by').val() === auth.uid"),
          '.validate': or(is(now), and(dataExists, "newData.val() === data.val()")),
        },
      }),
    },
    deck: {
      // The deck's index (docs/rooms.md "Proost's deck"): one entry per question,
      // {by, type, players}, created only together with its text in proostDeck/{code}/{key}
      // (same author and type, `players` its @spiller count). The creator adds freely; members
      // while entries are allowed, one at a time (rate kind proost). Deleting (author or
      // creator) leaves a tombstone without the text; «Angre» puts the entry back for its remover.
      $key: {
        '.write': and(
          signedIn,
          member,
          or(
            and(
              isCreate,
              or(creator, and(setting('allow_entries'), rateNamedOrStored('proost', itemKey))),
              not(exists(deckText('$key'))),
              `${newRoot(proostPaths.deckText(code, $key))}.exists()`,
            ),
            and(isDelete, or("data.child('by').val() === auth.uid", creator), leavesTombstone('deck')),
            restoresOwnRemoval('deck', ['by', 'type', 'players']),
          ),
        ),
        '.validate': hasChildren('by', 'type', 'players'),
        ...fields({
          by: and(
            or(is(auth.uid), and(not(dataExists), creator), and(removedByMe('deck'), eq(newVal, `${tombBefore('deck')}.child('by').val()`))),
            eq(newVal, val(`${newRoot(proostPaths.deckText(code, $key))}.child('by')`)),
          ),
          type: eq(newVal, val(`${newRoot(proostPaths.deckText(code, $key))}.child('type')`)),
          players: eq(newVal, spillerCount(val(`${newRoot(proostPaths.deckText(code, $key))}.child('text')`))),
        }),
      },
    },
    revealed: {
      // Written by a draw of that deck question only (the new card names it), and never removed:
      // a member's read of a drawn text can never cover one that is still secret (docs/security.md
      // §Removed members).
      $key: {
        '.write': and(mayDraw, not(dataExists), drawsNow, eq(newCardQuestion, '$key')),
        '.validate': and(is('true'), exists(`${room}.child('deck/' + $key)`)),
      },
    },
    shown: {
      // A revealed question's text, copied in by any member who may read it (the drawer, or a
      // phone that finds it missing), so every phone and the first paint read the card from the
      // room alone. It must be exactly the stored text (a drawn card's text is its question's).
      $key: {
        '.write': and(signedIn, member, not(dataExists), newExists),
        '.validate': and(exists(`${room}.child('revealed/' + $key)`), eq(newVal, val(`${deckText('$key')}.child('text')`))),
      },
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
            and(isCreate, or(creator, setting('allow_new_players'), invitedMay)),
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
        // A deck question's text opens to the room with its draw (revealed), never before.
        or(not(exists(cardQuestion(val("newData.child('question')")))), exists(`${room}.child('revealed/' + newData.child('question').val())`)),
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
      '.write': and(signedIn, member, or(creator, setting('allow_screen_tap'), invitedMay), eq(`${room}.child('card/seq').val()`, plus(storedSeq, 1))),
      $key: { '.validate': and(is('true'), or(exists(`${room}.child('deck/' + $key)`), exists(`${room}.child('questions/' + $key)`))) },
    },
    removed: {
      players: tombstones('players', ['name', 'added_by']),
      questions: tombstones('questions', ['text', 'by', 'type']),
      deck: tombstones('deck', ['by', 'type', 'players']),
      ...closed,
    },
    ...closed,
  },
};

/**
 * The deck's texts, apart from the member-readable room: the creator reads them all;
 * a question's author reads it, and so does anyone who may read the room once a draw has
 * revealed it. Written only with its index entry in proost/{code}/deck (whose rules decide who
 * may add), never changed; a deleted question's text stays for its «Angre».
 */
export const proostDeck: RuleNode = {
  $code: {
    '.read': and(signedIn, creator),
    $key: {
      '.read': or(
        and(signedIn, "data.child('by').val() === auth.uid"),
        and(mayReadRoom('proost'), exists(root(proostPaths.revealed(code, $key)))),
      ),
      '.write': and(signedIn, not(dataExists), newExists, `${newRoot(proostPaths.deckEntry(code, $key))}.exists()`, not(exists(root(proostPaths.deckEntry(code, $key))))),
      '.validate': hasChildren('text', 'by', 'type'),
      ...fields({
        text: textLen(1, 500),
        by: eq(newVal, val(`${newRoot(proostPaths.deckEntry(code, $key))}.child('by')`)),
        type: oneOf(newVal, ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri']),
      }),
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { proost, proostDeck } satisfies Record<string, RuleNode>;
