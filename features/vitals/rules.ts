// Web-vitals reports (features/vitals/lib/): written by visitors, one per metric per uid per rate
// interval, read and cleared only by site admins.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import { rates, vitalsKind } from './rates';
import * as r from '@/rules/dsl';

const $report = r.wild('report');

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export const vitals: r.RuleNode = {
  '.read': isSiteAdmin,
  '.indexOn': ['at'],
  $report: {
    // One report per metric per uid per rate interval (rate kinds vitalsLCP, vitalsINP …).
    '.write': r.and(r.signedIn, r.isCreate, rateNamed(rates, vitalsKind(r.key<(typeof VITALS)[number]>(r.newChildVal('name'))), $report)),
    ...r.record({
      route: r.and(r.textMax(60), r.matches(r.newVal, /^\/[A-Za-z0-9_\/\[\]-]*$/)),
      name: r.oneOf(r.newVal, VITALS),
      value: r.and(r.isNumber, r.ge(r.newVal, '0'), r.le(r.newVal, '600000')),
      rating: r.oneOf(r.newVal, ['good', 'needs-improvement', 'poor']),
      device: r.oneOf(r.newVal, ['low', 'mid', 'high']),
      at: r.is(r.now),
      by: r.is(r.auth.uid),
    }),
  },
  // Site admins may clear the reports.
  '.write': r.and(r.not(r.newExists), isSiteAdmin),
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { vitals } satisfies Record<string, r.RuleNode>;
