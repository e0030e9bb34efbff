// Web-vitals reports (features/vitals/lib/): written by visitors, one per metric per uid per rate
// interval, read and cleared only by site admins.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import {
  and,
  fields,
  hasChildren,
  is,
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
  auth,
  signedIn,
  textMax,
  type RuleNode,
} from '@/rules/dsl';

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

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { vitals } satisfies Record<string, RuleNode>;
