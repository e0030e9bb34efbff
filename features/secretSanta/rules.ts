// Secret santa (features/secretSanta/lib/): people are public; each visitor's code, the code index, the
// lookups and the draw are readable only by whom they concern.
import { partyPaths } from '@/lib/firebase/paths';
import { $, isCreator, isMember, isSiteAdmin, throttle } from '@/rules/common';
import {
  and,
  closed,
  auth,
  dataExists,
  eq,
  exists,
  fields,
  hasChildren,
  ifElse,
  intRange,
  is,
  isCreate,
  isDelete,
  isSelf,
  isString,
  key,
  lt,
  matches,
  minus,
  ne,
  newData,
  newExists,
  newRoot,
  newVal,
  not,
  now,
  oldVal,
  or,
  plus,
  root,
  signedIn,
  textLen,
  textMatching,
  up,
  val,
  type RuleNode,
} from '@/rules/dsl';
import { partySantaPaths as party, santaPaths } from './paths';

const CODE = /^[A-Z2-9]{10}$/;
/** secretSanta/ as the write would leave it, from a node two levels below it. */
const santaAfter = up(newData, 2);

/**
 * The site admin's «Tøm lista»: people, codes and byCode emptied in one update (never one code
 * alone, which would leave its record behind; docs/apps.md, Secret santa).
 */
const clearedBySiteAdmin = and(
  `(${isSiteAdmin})`,
  not(newExists),
  ...['people', 'codes', 'byCode'].map((node) => not(exists(`${up(newData, 1)}.child('${node}')`))),
);

export const secretSanta: RuleNode = {
  people: {
    // The site admin clears the list for a new round: people, codes and byCode go together
    // (SantaDrawAdmin «Tøm lista»; this also removes squatted codes, docs/apps.md).
    '.write': clearedBySiteAdmin,
    // Once only names are stored (shape 2); before the migration, nobody but the owner.
    '.read': and(signedIn, or(not(dataExists), eq(val(root(santaPaths.shape())), '2'))),
    $uid: {
      '.write': and(
        signedIn,
        or(and(isSelf('$uid'), isCreate), and(isDelete, or(isSelf('$uid'), `(${isSiteAdmin})`)), and(isCreate, `(${isSiteAdmin})`)),
      ),
      '.validate': and(
        hasChildren('name', 'added_by', 'added_at'),
        exists(`${santaAfter}.child('codes/' + $uid)`),
        eq(`${santaAfter}.child('shape').val()`, '2'),
      ),
      ...fields({ name: textLen(1, 40), added_by: is('$uid'), added_at: is(now) }),
    },
  },
  codes: {
    '.write': clearedBySiteAdmin,
    $uid: {
      '.read': and(signedIn, isSelf('$uid')),
      // Deleted only together with its byCode record, so each uid holds at most one record
      // (docs/apps.md, Secret santa); the site admin clears the whole list (reset below).
      '.write': and(
        signedIn,
        isSelf('$uid'),
        or(
          isCreate,
          and(isDelete, not(exists(`${santaAfter}.child('people/' + $uid)`)), not(exists(`${santaAfter}.child('byCode/' + data.val())`))),
        ),
      ),
      '.validate': and(textMatching(CODE), eq(`${santaAfter}.child('byCode/' + newData.val() + '/uid').val()`, '$uid')),
    },
  },
  byCode: {
    '.write': clearedBySiteAdmin,
    $code: {
      '.read': and(signedIn, eq(val(root(`${santaPaths.lookup($.me)}/code`)), '$code')),
      '.write': and(
        signedIn,
        or(
          // A new code is also this uid's lookup of it (lookups/{uid}, same update): a refused
          // create is a guess like any other, at most one every 3 s (docs/security.md §Guessing).
          and(isCreate, eq(`${santaAfter}.child('lookups/' + auth.uid + '/code').val()`, '$code'), eq(`${santaAfter}.child('lookups/' + auth.uid + '/at').val()`, now)),
          and(
            isDelete,
            eq("data.child('uid').val()", auth.uid),
            not(exists(`${santaAfter}.child('people/' + auth.uid)`)),
            ne(`${santaAfter}.child('codes/' + auth.uid).val()`, '$code'),
          ),
        ),
      ),
      '.validate': and(
        matches('$code', CODE),
        hasChildren('uid', 'name'),
        // The uid's one code: a uid holds at most one record (no squatting).
        eq(`${santaAfter}.child('codes/' + auth.uid).val()`, '$code'),
        eq(`${santaAfter}.child('people/' + auth.uid + '/name').val()`, "newData.child('name').val()"),
      ),
      ...fields({ uid: is(auth.uid), name: isString }),
    },
  },
  lookups: {
    $uid: {
      '.write': and(signedIn, isSelf('$uid'), newExists, throttle(3000)),
      '.validate': and(hasChildren('uid', 'code', 'at'), eq("newData.child('uid').val()", auth.uid), eq("newData.child('at').val()", now)),
      ...fields({ uid: is(auth.uid), code: textMatching(CODE), at: is(now) }),
    },
  },
  draw: {
    '.write': `(${isSiteAdmin})`,
    $giver: {
      // The giver, or whoever looked up the giver's code.
      '.read': and(
        signedIn,
        or(isSelf('$giver'), eq(val(root(`${santaPaths.byCode(key(val(root(`${santaPaths.lookup($.me)}/code`))))}/uid`)), '$giver')),
      ),
      '.validate': and(
        // Only with a new drawInfo (at: now) in the same update, whose seq the rules check.
        eq(`${up(newData, 2)}.child('drawInfo/at').val()`, now),
        exists(root(santaPaths.person(key('$giver')))),
        hasChildren('uid', 'name'),
        ne("newData.child('uid').val()", '$giver'),
        eq(val(root(`${santaPaths.person(key("newData.child('uid').val()"))}/name`)), "newData.child('name').val()"),
      ),
      ...fields({ uid: isString, name: isString }),
    },
  },
  drawInfo: {
    '.read': signedIn,
    '.write': `(${isSiteAdmin})`,
    // seq counts the draws: a draw names the one it replaces, so a draw queued on a phone that
    // was offline while another was made is refused (docs/apps.md, Secret santa).
    '.validate': and(
      hasChildren('at', 'count', 'seq'),
      ifElse("data.child('seq').isNumber()", "newData.child('seq').val() === data.child('seq').val() + 1", "newData.child('seq').val() === 1"),
    ),
    ...fields({ at: is(now), count: "newData.isNumber() && newData.val() >= 2", seq: intRange(1) }),
  },
  shape: {
    '.write': and(signedIn, eq(newVal, '2'), or(eq('data.val()', '2'), not(exists(root(santaPaths.people()))))),
    '.validate': eq(newVal, '2'),
  },
  ...closed,
};

// ---------------------------------------------------------------------------------------------
// A Festrom party's own secret santa (docs/apps.md, "A party's own boards"): members sign up with
// their party name, the party's host draws, each giver reads only their own recipient. Nothing of
// it lives under fest/{code}, which every member reads whole.

const partyMember = and(signedIn, isMember('fest'));
const partyHost = and(signedIn, isCreator('fest'));
const storedCount = ifElse(exists(root(party.count($.code))), val(root(party.count($.code))), '0');
const newCount = val(newRoot(party.count($.code)));
const drawn = exists(root(party.info($.code)));
/** The draw's nodes (draw, info, the inverse index) go as a whole: a draw with a new info, a cancel with none. */
const wholeDraw = (others: string[]) =>
  and(partyHost, or(and(newExists, eq(val(newRoot(`${party.info($.code)}/at`)), now)), and(not(newExists), ...others.map((p) => not(exists(newRoot(p)))))));
/** The sign-up named by `removed` after the write (the host taking a guest off the list). */
const removedPerson = party.person($.code, key(val(newRoot(party.removed($.code)))));
/** The new draw's entry of `giver` (an expression). */
const entry = (giver: string) => `${party.draw($.code)}/${key(giver)}`;

export const fest_santa: RuleNode = {
  $code: {
    people: {
      '.read': partyMember,
      $uid: {
        // A member signs up or withdraws only themselves, and only while nothing is drawn (the
        // host cancels a draw first); `count` moves by one in the same update.
        // The host may also take anyone off (a guest removed from the party), naming them in
        // `removed` in the same update, so `count` knows whose sign-up went.
        '.write': and(
          signedIn,
          not(drawn),
          not(exists(newRoot(party.info($.code)))),
          or(
            and(
              isSelf('$uid'),
              or(and(isCreate, isMember('fest'), eq(newCount, plus(storedCount, 1))), and(isDelete, eq(newCount, minus(storedCount, 1)))),
            ),
            and(partyHost, isDelete, eq(newCount, minus(storedCount, 1)), eq(val(newRoot(party.removed($.code))), '$uid')),
          ),
        ),
        '.validate': hasChildren('name', 'at'),
        // The name the member picked for the party (fest/{code}/names/{uid}).
        ...fields({ name: and(textLen(1, 40), eq(newVal, val(root(partyPaths.name($.code, $.uid))))), at: is(now) }),
      },
    },
    count: {
      '.read': partyMember,
      // Only with the writer's own sign-up (+1) or withdrawal (-1) in the same update: so it is
      // always the number signed up, which the draw must cover.
      '.write': and(
        signedIn,
        or(
          and(eq(newVal, plus(ifElse(dataExists, oldVal, '0'), 1)), exists(newRoot(party.person($.code, $.me))), not(exists(root(party.person($.code, $.me))))),
          and(eq(newVal, minus(ifElse(dataExists, oldVal, '0'), 1)), not(exists(newRoot(party.person($.code, $.me)))), exists(root(party.person($.code, $.me)))),
          // The host taking `removed` off the list.
          and(partyHost, eq(newVal, minus(ifElse(dataExists, oldVal, '0'), 1)), exists(root(removedPerson)), not(exists(newRoot(removedPerson)))),
        ),
      ),
      '.validate': intRange(0),
    },
    // The sign-up the host takes off in this update (only before the draw); read by nobody.
    removed: {
      '.write': and(partyHost, not(drawn), newExists),
      '.validate': and(isString, exists(root(removedPerson)), not(exists(newRoot(removedPerson)))),
    },
    info: {
      '.read': partyMember,
      '.write': wholeDraw([party.draw($.code), party.taken($.code)]),
      // seq counts the draws since the last cancel: a draw names the one it replaces, so a draw
      // queued on a phone that was offline while another was made is refused.
      '.validate': and(
        hasChildren('at', 'count', 'seq', 'first'),
        ifElse("data.child('seq').isNumber()", "newData.child('seq').val() === data.child('seq').val() + 1", "newData.child('seq').val() === 1"),
      ),
      ...fields({
        at: is(now),
        // Everyone signed up, at least two.
        count: and(intRange(2), eq(newVal, storedCount)),
        seq: intRange(1),
        // One giver of this draw: its entry must carry this seq, and from it the chain of
        // recipients (each entry's i one above its giver's, modulo count) must run through
        // `count` entries of this draw, which are then everyone signed up, each given exactly once.
        first: and(isString, eq(val(newRoot(`${entry(newVal)}/seq`)), "newData.parent().child('seq').val()")),
      }),
    },
    draw: {
      '.write': wholeDraw([party.info($.code), party.taken($.code)]),
      $giver: {
        // The giver alone reads whom they give to; nobody reads anyone else's.
        '.read': and(signedIn, isSelf('$giver')),
        '.validate': and(
          hasChildren('uid', 'name', 'i', 'seq'),
          exists(root(party.person($.code, key('$giver')))),
          ne("newData.child('uid').val()", '$giver'),
          exists(root(party.person($.code, key("newData.child('uid').val()")))),
          eq(val(root(`${party.person($.code, key("newData.child('uid').val()"))}/name`)), "newData.child('name').val()"),
          eq("newData.child('seq').val()", val(newRoot(`${party.info($.code)}/seq`))),
          // The recipient gives in this same draw, next in the one loop …
          eq(val(newRoot(`${entry("newData.child('uid').val()")}/seq`)), "newData.child('seq').val()"),
          eq(val(newRoot(`${entry("newData.child('uid').val()")}/i`)), `(newData.child('i').val() + 1) % ${val(newRoot(`${party.info($.code)}/count`))}`),
          // … and is given by this giver alone (the inverse index holds one giver per recipient).
          eq(val(newRoot(party.takenBy($.code, key("newData.child('uid').val()")))), '$giver'),
        ),
        ...fields({
          uid: isString,
          name: isString,
          i: and(intRange(0), lt(newVal, val(newRoot(`${party.info($.code)}/count`)))),
          seq: intRange(1),
        }),
      },
    },
    ...closed,
  },
};

/** Receiver → giver of a party's draw: read by nobody, written only with the draw it mirrors. */
export const fest_santa_taken: RuleNode = {
  $code: {
    '.write': wholeDraw([party.info($.code), party.draw($.code)]),
    $receiver: {
      '.validate': and(isString, eq(val(newRoot(`${entry(newVal)}/uid`)), '$receiver')),
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { secretSanta, fest_santa, fest_santa_taken } satisfies Record<string, RuleNode>;
