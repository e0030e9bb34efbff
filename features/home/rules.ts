// The roadmap's suggestions (features/home/lib/): anyone signed in may suggest, at a per-uid rate;
// only site admins change a suggestion's status.
import { isSiteAdmin, rateNamed } from '@/rules/common';
import {
  and,
  fields,
  hasChildren,
  intRange,
  isCreate,
  or,
  dataExists,
  eq,
  signedIn,
  stampedOnce,
  textLen,
  writerOnce,
  type RuleNode,
} from '@/rules/dsl';

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

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { suggestions } satisfies Record<string, RuleNode>;
