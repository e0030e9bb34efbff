// The roadmap's suggestions (features/home/lib/): anyone signed in may suggest, at a per-uid rate;
// only site admins change a suggestion's status.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import { rates } from './rates';
import * as r from '@/rules/dsl';

const $key = r.wild('key');

export const suggestions: r.RuleNode = {
  '.read': r.signedIn,
  $key: {
    '.write': r.or(r.and(r.signedIn, r.isCreate, rateNamed(rates, 'suggestion', $key)), isSiteAdmin),
    ...r.record(
      {
        title: r.textLen(1, 80),
        desc: r.textLen(0, 500),
        from: r.textLen(1, 40),
        status: { '.write': isSiteAdmin, '.validate': r.intRange(1, 5) },
        created_at: r.stampedOnce,
        created_by: r.writerOnce,
      },
      { after: [r.or(r.dataExists, r.eq(r.newChildVal('status'), '1'))] },
    ),
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { suggestions } satisfies Record<string, r.RuleNode>;
