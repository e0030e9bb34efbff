// The portal's own nodes: the global settings (announcement), web-vitals reports, the roadmap's
// suggestions and the question board (features/vitals/lib, features/home/lib, features/questions/lib).
import { isSiteAdmin, rateNamed } from './common';
import {
  and,
  fields,
  hasChildren,
  intRange,
  is,
  isBoolean,
  key,
  isCreate,
  isNumber,
  le,
  ge,
  matches,
  newExists,
  newVal,
  not,
  now,
  oneOf,
  or,
  auth,
  child,
  dataExists,
  eq,
  gt,
  isDelete,
  minus,
  signedIn,
  stampedOnce,
  textLen,
  textMax,
  writerOnce,
  type Expr,
  type RuleNode,
} from './dsl';

export const settings: RuleNode = { '.read': signedIn, '.write': false };

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export const vitals: RuleNode = {
  '.read': isSiteAdmin,
  '.indexOn': ['at'],
  $report: {
    // One report per metric per uid per rate interval (rate kinds vitalsLCP, vitalsINP …).
    '.write': and(signedIn, isCreate, rateNamed(`vitals${key<(typeof VITALS)[number]>("newData.child('name').val()")}`, '$report')),
    '.validate': hasChildren('route', 'name', 'value', 'rating', 'device', 'at', 'by'),
    ...fields({
      route: and(textMax(60), matches(newVal, String.raw`/^\/[A-Za-z0-9_\/\[\]-]*$/`)),
      name: oneOf(newVal, VITALS),
      value: and(isNumber, ge(newVal, '0'), le(newVal, '600000')),
      rating: oneOf(newVal, ['good', 'needs-improvement', 'poor']),
      device: oneOf(newVal, ['low', 'mid', 'high']),
      at: is(now),
      by: is(auth.uid),
    }),
  },
  // Site admins may clear the reports.
  '.write': and(not(newExists), isSiteAdmin),
};

export const suggestions: RuleNode = {
  '.read': signedIn,
  $key: {
    '.write': or(and(signedIn, isCreate, rateNamed('suggestion', '$key')), isSiteAdmin),
    '.validate': and(
      hasChildren('title', 'desc', 'from', 'status', 'created_at', 'created_by'),
      or(dataExists, eq("newData.child('status').val()", '1')),
    ),
    ...fields({
      title: textLen(1, 80),
      desc: textLen(0, 500),
      from: textLen(1, 40),
      status: { '.write': isSiteAdmin, '.validate': intRange(1, 5) },
      created_at: stampedOnce,
      created_by: writerOnce,
    }),
  },
};

/**
 * One question of a board (`$key`), the same for the site's board and a party's
 * (`fest/{code}/questions`, features/fest/rules.ts): the same fields and the same per-uid rates
 * (kinds question and answered, docs/security.md §Floods). `mayUse` is who may ask and mark
 * (anyone signed in on the site board, a member at a party); `mayRemove` (a party's host) may
 * also delete a question, which the site board allows nobody.
 */
export function questionEntry({ mayUse, mayRemove }: { mayUse?: Expr; mayRemove?: Expr } = {}): RuleNode {
  return {
    '.write': mayRemove
      ? or(and(signedIn, mayUse, isCreate, rateNamed('question', '$key')), and(signedIn, isDelete, mayRemove))
      : and(signedIn, mayUse, isCreate, rateNamed('question', '$key')),
    '.validate': and(
      hasChildren('to', 'text', 'from', 'answered', 'created_at', 'created_by'),
      or(dataExists, eq("newData.child('answered').val()", 'false')),
    ),
    ...fields({
      to: textLen(1, 40),
      text: textLen(1, 500),
      from: textLen(1, 40),
      // Anyone allowed may mark a question answered or take it back («Angre»), one question per
      // update and per uid every 2 s (rate kind answered, docs/security.md §Floods).
      answered: { '.write': and(signedIn, mayUse, dataExists, newExists, rateNamed('answered', '$key')), '.validate': isBoolean },
      created_at: stampedOnce,
      created_by: writerOnce,
    }),
  };
}

export const questions: RuleNode = {
  '.read': signedIn,
  $key: questionEntry(),
};

/** How long after RESET its archive entry may be taken out again by «Angre». */
export const UNARCHIVE_MS = 60_000;

export const calculator: RuleNode = {
  orders: {
    $uid: {
      '.read': and(signedIn, eq(auth.uid, '$uid')),
      $key: {
        // Made once; only «Angre» right after RESET takes an entry out again, within a minute of
        // its time stamp (docs/apps.md, Bar calculator). Older history stays as it is.
        '.write': and(signedIn, eq(auth.uid, '$uid'), or(isCreate, and(isDelete, gt(`${child('data', 'at')}.val()`, minus(now, UNARCHIVE_MS))))),
        '.validate': hasChildren('at', 'total', 'half', 'items'),
        ...fields({
          at: is(now),
          total: intRange(0, 100000000),
          half: isBoolean,
          items: { $drink: { '.validate': and('$drink.length <= 40', intRange(1, 999)) } },
        }),
      },
    },
  },
};
