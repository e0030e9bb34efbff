// One entry of a question board, shared by the site's board (features/questions/rules.ts) and each
// party's (features/fest/rules.ts). It lives in rules/, not in the questions app, because one app
// never imports another's folder (docs/architecture.md), and both boards must keep one rule.
import { rateNamed } from './common';
import {
  and,
  fields,
  hasChildren,
  isBoolean,
  isCreate,
  newExists,
  or,
  dataExists,
  eq,
  isDelete,
  signedIn,
  stampedOnce,
  textLen,
  writerOnce,
  type Expr,
  type RuleNode,
} from './dsl';

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
