// Secret santa (features/secretSanta/lib/): people are public; each visitor's code, the code index, the
// lookups and the draw are readable only by whom they concern.
import { partyPaths } from '@/lib/firebase/paths';
import { $, isCreator, isMember, isSiteAdmin, throttle } from '@/rules/common';
import * as r from '@/rules/dsl';
import { partySantaPaths as party, santaPaths } from './paths';

const $uid = r.wild('uid');
const $code = r.wild('code');
const $giver = r.wild('giver');
const $receiver = r.wild('receiver');

const CODE = /^[A-Z2-9]{10}$/;
/** secretSanta/ as the write would leave it, from a node two levels below it. */
const santaAfter = r.up(r.newData, 2);

/**
 * The site admin's «Tøm lista»: people, codes and byCode emptied in one update (never one code
 * alone, which would leave its record behind; docs/apps.md, Secret santa).
 */
const clearedBySiteAdmin = r.and(
  isSiteAdmin,
  r.not(r.newExists),
  ...['people', 'codes', 'byCode'].map((node) => r.not(r.exists(r.child(r.newParent(), node)))),
);

export const secretSanta: r.RuleNode = {
  people: {
    // The site admin clears the list for a new round: people, codes and byCode go together
    // (SantaDrawAdmin «Tøm lista»; this also removes squatted codes, docs/apps.md).
    '.write': clearedBySiteAdmin,
    // Once only names are stored (shape 2); before the migration, nobody but the owner.
    '.read': r.and(r.signedIn, r.or(r.not(r.dataExists), r.eq(r.val(r.root(santaPaths.shape())), '2'))),
    $uid: {
      '.write': r.and(
        r.signedIn,
        r.or(r.and(r.isSelf($uid), r.isCreate), r.and(r.isDelete, r.or(r.isSelf($uid), isSiteAdmin)), r.and(r.isCreate, isSiteAdmin)),
      ),
      ...r.record(
        { name: r.textLen(1, 40), added_by: r.is($uid), added_at: r.is(r.now) },
        {
          after: [r.exists(r.child(santaAfter, `codes/${r.key($uid)}`)), r.eq(r.valAt(santaAfter, 'shape'), '2')],
        },
      ),
    },
  },
  codes: {
    '.write': clearedBySiteAdmin,
    $uid: {
      '.read': r.and(r.signedIn, r.isSelf($uid)),
      // Deleted only together with its byCode record, so each uid holds at most one record
      // (docs/apps.md, Secret santa); the site admin clears the whole list (reset below).
      '.write': r.and(
        r.signedIn,
        r.isSelf($uid),
        r.or(
          r.isCreate,
          r.and(r.isDelete, r.not(r.exists(r.child(santaAfter, `people/${r.key($uid)}`))), r.not(r.exists(r.child(santaAfter, `byCode/${r.key(r.oldVal)}`)))),
        ),
      ),
      '.validate': r.and(r.textMatching(CODE), r.eq(r.valAt(santaAfter, `byCode/${r.key(r.newVal)}/uid`), $uid)),
    },
  },
  byCode: {
    '.write': clearedBySiteAdmin,
    $code: {
      '.read': r.and(r.signedIn, r.eq(r.val(r.root(`${santaPaths.lookup($.me)}/code`)), $code)),
      '.write': r.and(
        r.signedIn,
        r.or(
          // A new code is also this uid's lookup of it (lookups/{uid}, same update): a refused
          // create is a guess like any other, at most one every 3 s (docs/security.md §Guessing).
          r.and(r.isCreate, r.eq(r.valAt(santaAfter, `lookups/${$.me}/code`), $code), r.eq(r.valAt(santaAfter, `lookups/${$.me}/at`), r.now)),
          r.and(
            r.isDelete,
            r.eq(r.oldChildVal('uid'), r.auth.uid),
            r.not(r.exists(r.child(santaAfter, `people/${$.me}`))),
            r.ne(r.valAt(santaAfter, `codes/${$.me}`), $code),
          ),
        ),
      ),
      ...r.record(
        { uid: r.is(r.auth.uid), name: r.isString },
        {
          before: [r.matches($code, CODE)],
          after: [
            r.eq(r.valAt(santaAfter, `codes/${$.me}`), $code),
            r.eq(r.valAt(santaAfter, `people/${$.me}/name`), r.newChildVal('name')),
          ],
        },
      ),
    },
  },
  lookups: {
    $uid: {
      '.write': r.and(r.signedIn, r.isSelf($uid), r.newExists, throttle(3000)),
      ...r.record(
        { uid: r.is(r.auth.uid), code: r.textMatching(CODE), at: r.is(r.now) },
        {
          after: [r.eq(r.newChildVal('uid'), r.auth.uid), r.eq(r.newChildVal('at'), r.now)],
        },
      ),
    },
  },
  draw: {
    '.write': isSiteAdmin,
    $giver: {
      // The giver, or whoever looked up the giver's code.
      '.read': r.and(
        r.signedIn,
        r.or(r.isSelf($giver), r.eq(r.val(r.root(`${santaPaths.byCode(r.key(r.val(r.root(`${santaPaths.lookup($.me)}/code`))))}/uid`)), $giver)),
      ),
      ...r.record(
        { uid: r.isString, name: r.isString },
        {
          before: [r.eq(r.valAt(r.up(r.newData, 2), 'drawInfo/at'), r.now), r.exists(r.root(santaPaths.person(r.key($giver))))],
          after: [
            r.ne(r.newChildVal('uid'), $giver),
            r.eq(r.val(r.root(`${santaPaths.person(r.key(r.newChildVal('uid')))}/name`)), r.newChildVal('name')),
          ],
        },
      ),
    },
  },
  drawInfo: {
    '.read': r.signedIn,
    '.write': isSiteAdmin,
    ...r.record(
      { at: r.is(r.now), count: r.and(r.isNumber, r.ge(r.newVal, '2')), seq: r.intRange(1) },
      {
        after: [
          r.ifElse(r.isNumberAt(r.child(r.data, 'seq')), r.eq(r.newChildVal('seq'), r.plus(r.oldChildVal('seq'), 1)), r.eq(r.newChildVal('seq'), '1')),
        ],
      },
    ),
  },
  shape: {
    '.write': r.and(r.signedIn, r.eq(r.newVal, '2'), r.or(r.eq(r.oldVal, '2'), r.not(r.exists(r.root(santaPaths.people()))))),
    '.validate': r.eq(r.newVal, '2'),
  },
  ...r.closed,
};

// ---------------------------------------------------------------------------------------------
// A Festrom party's own secret santa (docs/apps.md, "A party's own boards"): members sign up with
// their party name, the party's host draws, each giver reads only their own recipient. Nothing of
// it lives under fest/{code}, which every member reads whole.

const partyMember = r.and(r.signedIn, isMember('fest'));
const partyHost = r.and(r.signedIn, isCreator('fest'));
const storedCount = r.ifElse(r.exists(r.root(party.count($.code))), r.val(r.root(party.count($.code))), '0');
const newCount = r.val(r.newRoot(party.count($.code)));
const drawn = r.exists(r.root(party.info($.code)));
/** The draw's nodes (draw, info, the inverse index) go as a whole: a draw with a new info, a cancel with none. */
const wholeDraw = (others: string[]) =>
  r.and(partyHost, r.or(r.and(r.newExists, r.eq(r.val(r.newRoot(`${party.info($.code)}/at`)), r.now)), r.and(r.not(r.newExists), ...others.map((p) => r.not(r.exists(r.newRoot(p)))))));
/** The sign-up named by `removed` after the write (the host taking a guest off the list). */
const removedPerson = party.person($.code, r.key(r.val(r.newRoot(party.removed($.code)))));
/** The new draw's entry of `giver` (an expression). */
const entry = (giver: string) => `${party.draw($.code)}/${r.key(giver)}`;

export const fest_santa: r.RuleNode = {
  $code: {
    people: {
      '.read': partyMember,
      $uid: {
        // A member signs up or withdraws only themselves, and only while nothing is drawn (the
        // host cancels a draw first); `count` moves by one in the same update.
        // The host may also take anyone off (a guest removed from the party), naming them in
        // `removed` in the same update, so `count` knows whose sign-up went.
        '.write': r.and(
          r.signedIn,
          r.not(drawn),
          r.not(r.exists(r.newRoot(party.info($.code)))),
          r.or(
            r.and(
              r.isSelf($uid),
              r.or(r.and(r.isCreate, isMember('fest'), r.eq(newCount, r.plus(storedCount, 1))), r.and(r.isDelete, r.eq(newCount, r.minus(storedCount, 1)))),
            ),
            r.and(partyHost, r.isDelete, r.eq(newCount, r.minus(storedCount, 1)), r.eq(r.val(r.newRoot(party.removed($.code))), $uid)),
          ),
        ),
        // The name the member picked for the party (fest/{code}/names/{uid}).
        ...r.record({ name: r.and(r.textLen(1, 40), r.eq(r.newVal, r.val(r.root(partyPaths.name($.code, $.uid))))), at: r.is(r.now) }),
      },
    },
    count: {
      '.read': partyMember,
      // Only with the writer's own sign-up (+1) or withdrawal (-1) in the same update: so it is
      // always the number signed up, which the draw must cover.
      '.write': r.and(
        r.signedIn,
        r.or(
          r.and(r.eq(r.newVal, r.plus(r.ifElse(r.dataExists, r.oldVal, '0'), 1)), r.exists(r.newRoot(party.person($.code, $.me))), r.not(r.exists(r.root(party.person($.code, $.me))))),
          r.and(r.eq(r.newVal, r.minus(r.ifElse(r.dataExists, r.oldVal, '0'), 1)), r.not(r.exists(r.newRoot(party.person($.code, $.me)))), r.exists(r.root(party.person($.code, $.me)))),
          // The host taking `removed` off the list.
          r.and(partyHost, r.eq(r.newVal, r.minus(r.ifElse(r.dataExists, r.oldVal, '0'), 1)), r.exists(r.root(removedPerson)), r.not(r.exists(r.newRoot(removedPerson)))),
        ),
      ),
      '.validate': r.intRange(0),
    },
    // The sign-up the host takes off in this update (only before the draw); read by nobody.
    removed: {
      '.write': r.and(partyHost, r.not(drawn), r.newExists),
      '.validate': r.and(r.isString, r.exists(r.root(removedPerson)), r.not(r.exists(r.newRoot(removedPerson)))),
    },
    info: {
      '.read': partyMember,
      '.write': wholeDraw([party.draw($.code), party.taken($.code)]),
      ...r.record({
        at: r.is(r.now),
        // Everyone signed up, at least two.
        count: r.and(r.intRange(2), r.eq(r.newVal, storedCount)),
        seq: r.intRange(1),
        // One giver of this draw: its entry must carry this seq, and from it the chain of
        // recipients (each entry's i one above its giver's, modulo count) must run through
        // `count` entries of this draw, which are then everyone signed up, each given exactly once.
        first: r.and(r.isString, r.eq(r.val(r.newRoot(`${entry(r.newVal)}/seq`)), r.valAt(r.newParent(), 'seq'))),
      },
      {
        after: [
          r.ifElse(r.isNumberAt(r.child(r.data, 'seq')), r.eq(r.newChildVal('seq'), r.plus(r.oldChildVal('seq'), 1)), r.eq(r.newChildVal('seq'), '1')),
        ],
      },
      ),
    },
    draw: {
      '.write': wholeDraw([party.info($.code), party.taken($.code)]),
      $giver: {
        // The giver alone reads whom they give to; nobody reads anyone else's.
        '.read': r.and(r.signedIn, r.isSelf($giver)),
        ...r.record({
          uid: r.isString,
          name: r.isString,
          i: r.and(r.intRange(0), r.lt(r.newVal, r.val(r.newRoot(`${party.info($.code)}/count`)))),
          seq: r.intRange(1),
        },
        {
          after: [
            r.exists(r.root(party.person($.code, r.key($giver)))),
            r.ne(r.newChildVal('uid'), $giver),
            r.exists(r.root(party.person($.code, r.key(r.newChildVal('uid'))))),
            r.eq(r.val(r.root(`${party.person($.code, r.key(r.newChildVal('uid')))}/name`)), r.newChildVal('name')),
            r.eq(r.newChildVal('seq'), r.val(r.newRoot(`${party.info($.code)}/seq`))),
            r.eq(r.val(r.newRoot(`${entry(r.newChildVal('uid'))}/seq`)), r.newChildVal('seq')),
            r.eq(r.val(r.newRoot(`${entry(r.newChildVal('uid'))}/i`)), r.mod(r.plus(r.newChildVal('i'), 1), r.val(r.newRoot(`${party.info($.code)}/count`)))),
            r.eq(r.val(r.newRoot(party.takenBy($.code, r.key(r.newChildVal('uid'))))), $giver),
          ],
        },
        ),
      },
    },
    ...r.closed,
  },
};

/** Receiver → giver of a party's draw: read by nobody, written only with the draw it mirrors. */
export const fest_santa_taken: r.RuleNode = {
  $code: {
    '.write': wholeDraw([party.info($.code), party.draw($.code)]),
    $receiver: {
      '.validate': r.and(r.isString, r.eq(r.val(r.newRoot(`${entry(r.newVal)}/uid`)), $receiver)),
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { secretSanta, fest_santa, fest_santa_taken } satisfies Record<string, r.RuleNode>;
