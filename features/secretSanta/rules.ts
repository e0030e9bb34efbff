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

export const secretSanta: RuleNode = {
  people: {
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
    $uid: {
      '.read': and(signedIn, isSelf('$uid')),
      '.write': and(signedIn, isSelf('$uid'), or(isCreate, and(isDelete, not(exists(`${santaAfter}.child('people/' + $uid)`))))),
      '.validate': and(textMatching(CODE), eq(`${santaAfter}.child('byCode/' + newData.val() + '/uid').val()`, '$uid')),
    },
  },
  byCode: {
    $code: {
      '.read': and(signedIn, eq(val(root(`${santaPaths.lookup($.me)}/code`)), '$code')),
      '.write': and(
        signedIn,
        or(isCreate, and(isDelete, eq("data.child('uid').val()", auth.uid), not(exists(`${santaAfter}.child('people/' + auth.uid)`)))),
      ),
      '.validate': and(
        matches('$code', CODE),
        hasChildren('uid', 'name'),
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
    '.validate': hasChildren('at', 'count'),
    ...fields({ at: is(now), count: "newData.isNumber() && newData.val() >= 2" }),
  },
  shape: {
    '.write': and(signedIn, eq(newVal, '2'), or(eq('data.val()', '2'), not(exists(root(santaPaths.people()))))),
    '.validate': eq(newVal, '2'),
  },
  ...closed,
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { secretSanta } satisfies Record<string, RuleNode>;
