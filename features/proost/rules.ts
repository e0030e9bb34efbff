// Proost (features/proost/lib/): a room's settings, question pool, players, the shared card and the
// drawn set. Everything is for members; the creator role steers, guests add when allowed.
import { roomPaths } from '@/lib/firebase/paths';
import { proostPaths } from './paths';
import { MAX_CARD_NAMES } from './lib/draw';
import { HISTORY_SIZE } from './lib/history';
import {
  $,
  createdWithLobby,
  isCreator,
  isInvited,
  isMember,
  keyedRoomsRead,
  mayReadRoom,
  mayReadRoomByPath,
  mayTakeOver,
  rateNamed,
  rateNamedOrStored,
  viewKeyField,
} from '@/rules/common';
import { rates } from './rates';
import * as r from '@/rules/dsl';

const $code = r.wild('code');
const $i = r.wild('i');
const $slot = r.wild('slot');

const code = $.code;
/** The room (proost/{code}) as the write leaves it, from any rule below it. */
const room = r.newAt(2);
const setting = (name: 'allow_entries' | 'allow_new_players' | 'allow_screen_tap') => r.eq(r.val(r.root(proostPaths.setting(code, name))), 'true');
/**
 * A guest who came by the host's invite link or QR (invited/proost/{code}/{uid}, rules/common.ts
 * isInvited) draws and adds players, unless the host switched that off; a room from
 * before the switch has none, which counts as on. Passers-by from the lobby keep the switches.
 */
const invitedMay = r.and(isInvited('proost'), r.ne(r.val(r.root(proostPaths.setting(code, 'allow_invited'))), 'false'));
const member = isMember('proost');
const creator = isCreator('proost');

// «Angre» for whoever removed something (docs/rooms.md §Undo): a removal leaves a tombstone,
// removed/{players|questions}/{key}, with what was there and `removed_by`; only that uid may put
// exactly that back, whatever the switches say, and doing so clears the tombstone.
type Removable = 'players' | 'questions' | 'deck';
const $key = r.wild('key');
/** `$key` as a path segment for the path builders. */
const keySeg = r.key($key);
const itemKey = r.plus(r.plus($code, r.str('/')), $key);
/** The tombstone of `kind/$key` before the write, and as the write leaves it. */
const tombBefore = (kind: Removable) => r.root(proostPaths.removed(code, kind, keySeg));
const tombAfter = (kind: Removable) => r.child(room, `removed/${kind}/${keySeg}`);
const removedByMe = (kind: Removable) => r.eq(r.valAt(tombBefore(kind), 'removed_by'), r.auth.uid);
/** A delete names its remover in the tombstone written by the same update. */
const leavesTombstone = (kind: Removable) => r.eq(r.valAt(tombAfter(kind), 'removed_by'), r.auth.uid);
/** This uid puts back what it removed: the same fields, and the tombstone goes in the same update. */
const restoresOwnRemoval = (kind: Removable, names: string[]) =>
  r.and(
    r.isCreate,
    removedByMe(kind),
    r.not(r.exists(tombAfter(kind))),
    ...names.map((name) => r.eq(r.newChildVal(name), r.valAt(tombBefore(kind), name))),
  );
/** removed/{kind}/$key: written by the removal (a copy of what goes), cleared by its remover's undo. */
function tombstones(kind: Removable, names: string[]): r.RuleNode {
  const stored = r.root(`${proostPaths.room(code)}/${kind}/${keySeg}`);
  const after = r.child(room, `${kind}/${keySeg}`);
  return {
    $key: {
      '.write': r.and(
        r.signedIn,
        member,
        r.or(
          r.and(r.newExists, r.exists(stored), r.not(r.exists(after))),
          r.and(r.not(r.newExists), r.eq(r.oldChildVal('removed_by'), r.auth.uid), r.exists(after)),
        ),
      ),
      '.validate': r.hasChildren(...names, 'removed_by', 'at'),
      ...r.fields({
        ...Object.fromEntries(names.map((name) => [name, r.eq(r.newVal, r.valAt(stored, name))])),
        removed_by: r.is(r.auth.uid),
        at: r.is(r.now),
      }),
    },
  };
}
/** The card's sequence number before this write (0 before the first card or an old card without one). */
const storedSeq = r.ifElse(r.isNumberAt(r.root(`${proostPaths.card(code)}/seq`)), r.val(r.root(`${proostPaths.card(code)}/seq`)), '0');

/** A draw: a member, and the creator or anyone while screen tap is on. */
const mayDraw = r.and(r.signedIn, r.newExists, member, r.or(creator, setting('allow_screen_tap'), invitedMay));
/** How many @spiller names a card may carry, and how many the history compares one by one. */
const MAX_NAMES = MAX_CARD_NAMES;
/** The key of a draw's history slot, from its seq (lib: historyKey in features/proost/lib/room.ts). */
const historyKey = (seq: string) => r.plus(r.str('s'), r.mod(seq, HISTORY_SIZE));
const historySlot = (seq: string) => r.plus(r.str('history/'), historyKey(seq));
/** A card's fields, the same in `card` and in each history entry. */
/** A card's question: a deck entry, or a question of SPEC's shape in an old room. */
const cardQuestion = (keyExpr: string) => r.child(room, `deck/${r.key(keyExpr)}`);
const oldQuestion = (keyExpr: string) => r.child(room, `questions/${r.key(keyExpr)}`);
/** A card's fields, the same in `card` and in each history entry. */
const cardShape = {
  question: r.and(r.isString, r.or(r.exists(cardQuestion(r.newVal)), r.exists(oldQuestion(r.newVal)))),
  type: r.eq(
    r.newVal,
    r.ifElse(
      r.exists(cardQuestion(r.valAt(r.newParent(), 'question'))),
      r.val(r.child(cardQuestion(r.valAt(r.newParent(), 'question')), 'type')),
      r.val(r.child(oldQuestion(r.valAt(r.newParent(), 'question')), 'type')),
    ),
  ),
  names: {
    '.validate': r.hasSomeChild,
    $i: {
      ...r.record({
        id: r.and(r.isString, r.exists(r.child(room, `players/${r.key(r.newVal)}`))),
        name: r.eq(r.newVal, r.valAt(room, `players/${r.key(r.valAt(r.newParent(), 'id'))}/name`)),
      }, { before: [r.matches($i, /^([0-9]|1[0-9])$/)] }),
    },
  },
  color: r.and(r.isString, r.matches(r.newVal, /^#[0-9a-f]{6}$/)),
  drawn_by: r.is(r.auth.uid),
  at: r.is(r.now),
  seq: r.eq(r.newVal, r.plus(storedSeq, 1)),
};
const cardFields = r.fields(cardShape);
/** The fields every card has (`names` only when its question has @spiller). */
const cardRequired = r.requires(cardShape, 'names');
const CARD_FIELDS = Object.keys(cardShape).filter((name) => name !== 'names');

/** The text of deck question `keyExpr` of this room, stored (the rules read it whoever may not). */
const deckText = (keyExpr: string) => r.root(proostPaths.deckText(code, r.key(keyExpr)));
/** The new card's question (the draw in this update): its key, and whether it is a deck question. */
const newCardQuestion = r.val(r.child(room, 'card/question'));
/** A draw in this update: the new card is one above the stored one. */
const drawsNow = r.eq(r.val(r.child(room, 'card/seq')), r.plus(storedSeq, 1));
/** The number of @spiller in a text (rules' replace() replaces every occurrence). */
const spillerCount = (text: string) => r.div(r.group(r.minus(r.length(text), r.length(r.replace(text, '@spiller', '')))), 8);

export const proost: r.RuleNode = {
  ...keyedRoomsRead,
  $code: {
    '.read': mayReadRoomByPath('proost'),
    '.write': createdWithLobby('proost'),
    '.validate': r.hasChildAt(r.newData, 'settings'),
    settings: {
      '.write': r.and(r.signedIn, r.eq(r.oldChildVal('created_by'), r.auth.uid)),
      ...r.record({
        name: r.and(r.textLen(1, 40), r.unchanged),
        private: r.and(r.isBoolean, r.unchanged),
        created_by: {
          // A member takes over the creator role (rules/common.ts, mayTakeOver).
          '.write': r.and(
            r.signedIn,
            r.dataExists,
            r.eq(r.newVal, r.auth.uid),
            member,
            mayTakeOver('proost', code, roomPaths.settings('proost', code), `${roomPaths.lobbyEntry('proost', code)}/created_at`),
          ),
          '.validate': r.ifElse(r.dataExists, r.or(r.eq(r.newVal, r.oldVal), r.eq(r.newVal, r.auth.uid)), r.eq(r.newVal, r.auth.uid)),
        },
        allow_entries: r.isBoolean,
        allow_new_players: r.isBoolean,
        allow_screen_tap: r.isBoolean,
        allow_invited: r.isBoolean,
        handover_at: {
          '.write': r.and(r.signedIn, r.not(r.newExists), r.eq(r.valAt(r.newParent(), 'created_by'), r.auth.uid)),
          '.validate': r.or(r.is(r.now), r.and(r.dataExists, r.eq(r.newVal, r.oldVal))),
        },
      }, { optional: ['allow_invited', 'handover_at'] }),
    },
    deck: {
      // The deck's index (docs/rooms.md "Proost's deck"): one entry per question,
      // {by, type, players}, created only together with its text in proostDeck/{code}/{key}
      // (same author and type, `players` its @spiller count). The creator adds freely; members
      // while entries are allowed, one at a time (rate kind proost). Deleting (author or
      // creator) leaves a tombstone without the text; «Angre» puts the entry back for its remover.
      $key: {
        '.write': r.and(
          r.signedIn,
          member,
          r.or(
            r.and(
              r.isCreate,
              r.or(creator, r.and(setting('allow_entries'), rateNamedOrStored(rates, 'proost', itemKey))),
              r.not(r.exists(deckText($key))),
              r.exists(r.newRoot(proostPaths.deckText(code, keySeg))),
            ),
            r.and(r.isDelete, r.or(r.eq(r.oldChildVal('by'), r.auth.uid), creator), leavesTombstone('deck')),
            restoresOwnRemoval('deck', ['by', 'type', 'players']),
          ),
        ),
        ...r.record({
          by: r.and(
            r.or(r.is(r.auth.uid), r.and(r.not(r.dataExists), creator), r.and(removedByMe('deck'), r.eq(r.newVal, r.valAt(tombBefore('deck'), 'by')))),
            r.eq(r.newVal, r.val(r.child(r.newRoot(proostPaths.deckText(code, keySeg)), 'by'))),
          ),
          type: r.eq(r.newVal, r.val(r.child(r.newRoot(proostPaths.deckText(code, keySeg)), 'type'))),
          players: r.eq(r.newVal, spillerCount(r.val(r.child(r.newRoot(proostPaths.deckText(code, keySeg)), 'text')))),
        }),
      },
    },
    revealed: {
      // Written by a draw of that deck question only (the new card names it), and never removed:
      // a member's read of a drawn text can never cover one that is still secret (docs/security.md
      // §Removed members).
      $key: {
        '.write': r.and(mayDraw, r.not(r.dataExists), drawsNow, r.eq(newCardQuestion, $key)),
        '.validate': r.and(r.is('true'), r.exists(r.child(room, `deck/${r.key($key)}`))),
      },
    },
    shown: {
      // A revealed question's text, copied in by any member who may read it (the drawer, or a
      // phone that finds it missing), so every phone and the first paint read the card from the
      // room alone. It must be exactly the stored text (a drawn card's text is its question's).
      $key: {
        '.write': r.and(r.signedIn, member, r.not(r.dataExists), r.newExists),
        '.validate': r.and(r.exists(r.child(room, `revealed/${r.key($key)}`)), r.eq(r.newVal, r.val(r.child(deckText($key), 'text')))),
      },
    },
    questions: {
      $key: {
        // Added by the creator, or by a member while entries are allowed (rate kind proost);
        // removed by whoever added it or the creator, leaving a tombstone; put back by its remover.
        '.write': r.and(
          r.signedIn,
          member,
          r.or(
            r.and(r.isCreate, r.or(creator, r.and(setting('allow_entries'), rateNamedOrStored(rates, 'proost', itemKey)))),
            r.and(r.isDelete, r.or(r.eq(r.oldChildVal('by'), r.auth.uid), creator), leavesTombstone('questions')),
            restoresOwnRemoval('questions', ['text', 'by', 'type']),
          ),
        ),
        ...r.record({
          text: r.textLen(1, 500),
          by: r.or(r.is(r.auth.uid), r.and(r.not(r.dataExists), creator), r.and(removedByMe('questions'), r.eq(r.newVal, r.valAt(tombBefore('questions'), 'by')))),
          type: r.oneOf(r.newVal, ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri']),
        }),
      },
    },
    players: {
      $key: {
        // Added by the creator, or anyone while new players are allowed. Removed by any member (SPEC
        // §6), one per update and per uid at a human pace (rate kind proostRemove, docs/security.md
        // §Floods), leaving a tombstone; put back by its remover whatever the switches say.
        '.write': r.and(
          r.signedIn,
          member,
          r.or(
            r.and(r.isDelete, leavesTombstone('players'), rateNamed(rates, 'proostRemove', itemKey)),
            r.and(r.isCreate, r.or(creator, setting('allow_new_players'), invitedMay)),
            restoresOwnRemoval('players', ['name', 'added_by']),
          ),
        ),
        ...r.record({
          name: r.textLen(1, 40),
          added_by: r.or(r.is(r.auth.uid), r.and(removedByMe('players'), r.eq(r.newVal, r.valAt(tombBefore('players'), 'added_by')))),
          id: r.is($key),
        }),
      },
    },
    card: {
      // The card names its stored question and the players drawn for each @spiller; every phone
      // builds the text from them (docs/rooms.md §Proost's card). `seq` counts the draws: a draw
      // must replace the card it was based on, so one queued offline and sent late is refused.
      // The same update appends it to the history, in the slot its seq gives.
      '.write': mayDraw,
      '.validate': r.and(
        cardRequired,
        r.eq(r.valAt(room, `${r.key(historySlot(r.newChildVal('seq')))}/seq`), r.val(r.child(r.newData, 'seq'))),
        // A deck question's text opens to the room with its draw (revealed), never before.
        r.or(r.not(r.exists(cardQuestion(r.val(r.child(r.newData, 'question'))))), r.exists(r.child(room, `revealed/${r.key(r.newChildVal('question'))}`))),
      ),
      ...cardFields,
    },
    history: {
      // The timeline (docs/rooms.md §Proost's card timeline): each draw's card again, in slot
      // 's' + seq % HISTORY_SIZE, so it holds the last HISTORY_SIZE draws and never more. Only
      // together with the new card it copies, so a stale or forged entry cannot land on its own.
      $slot: {
        '.write': mayDraw,
        '.validate': r.and(
          cardRequired,
          r.eq($slot, historyKey(r.val(r.child(r.newData, 'seq')))),
          r.eq(r.val(r.child(r.newData, 'seq')), r.val(r.child(room, 'card/seq'))),
          ...CARD_FIELDS.map((name) => r.eq(r.val(r.child(r.newData, name)), r.val(r.child(room, `card/${name}`)))),
          r.ifElse(
            r.exists(r.child(room, 'card/names')),
            r.and(
              r.exists(r.child(r.newData, 'names')),
              ...Array.from({ length: MAX_NAMES }, (_, i) =>
                r.and(
                  r.eq(r.val(r.child(r.newData, `names/${i}/id`)), r.val(r.child(room, `card/names/${i}/id`))),
                  r.eq(r.val(r.child(r.newData, `names/${i}/name`)), r.val(r.child(room, `card/names/${i}/name`))),
                ),
              ),
            ),
            r.not(r.exists(r.child(r.newData, 'names'))),
          ),
        ),
        ...cardFields,
      },
    },
    drawn: {
      // Only together with a new card (its seq one up), so a stale set cannot land on its own.
      '.write': r.and(r.signedIn, member, r.or(creator, setting('allow_screen_tap'), invitedMay), r.eq(r.valAt(room, 'card/seq'), r.plus(storedSeq, 1))),
      $key: { '.validate': r.and(r.is('true'), r.or(r.exists(r.child(room, `deck/${r.key($key)}`)), r.exists(r.child(room, `questions/${r.key($key)}`)))) },
    },
    removed: {
      players: tombstones('players', ['name', 'added_by']),
      questions: tombstones('questions', ['text', 'by', 'type']),
      deck: tombstones('deck', ['by', 'type', 'players']),
      ...r.closed,
    },
    ...viewKeyField('proost'),
    ...r.closed,
  },
};

/**
 * The deck's texts, apart from the member-readable room: the creator reads them all;
 * a question's author reads it, and so does anyone who may read the room once a draw has
 * revealed it. Written only with its index entry in proost/{code}/deck (whose rules decide who
 * may add), never changed; a deleted question's text stays for its «Angre».
 */
export const proostDeck: r.RuleNode = {
  $code: {
    '.read': r.and(r.signedIn, creator),
    $key: {
      '.read': r.or(
        r.and(r.signedIn, r.eq(r.oldChildVal('by'), r.auth.uid)),
        r.and(mayReadRoom('proost'), r.exists(r.root(proostPaths.revealed(code, keySeg)))),
      ),
      '.write': r.and(r.signedIn, r.not(r.dataExists), r.newExists, r.exists(r.newRoot(proostPaths.deckEntry(code, keySeg))), r.not(r.exists(r.root(proostPaths.deckEntry(code, keySeg))))),
      ...r.record({
        text: r.textLen(1, 500),
        by: r.eq(r.newVal, r.val(r.child(r.newRoot(proostPaths.deckEntry(code, keySeg)), 'by'))),
        type: r.oneOf(r.newVal, ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri']),
      }),
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { proost, proostDeck } satisfies Record<string, r.RuleNode>;
