// Secret santa (features/secretSanta/lib/): people are public; each visitor's code, the code index, the
// lookups and the draw are readable only by whom they concern.
import { $, isSiteAdmin, throttle } from '@/rules/common';
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
  matches,
  ne,
  newData,
  newExists,
  newVal,
  not,
  now,
  or,
  root,
  signedIn,
  textLen,
  textMatching,
  up,
  val,
  type RuleNode,
} from '@/rules/dsl';
import { santaPaths } from './paths';

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

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { secretSanta } satisfies Record<string, RuleNode>;
