// One entry of a question board, shared by the site's board (features/questions/rules.ts) and each
// party's (features/fest/rules.ts). It lives in rules/, not in the questions app, because one app
// never imports another's folder (docs/architecture.md), and both boards must keep one rule.
import { questionBoardRates } from '../lib/firebase/questionBoardRates';
import { rateNamed } from './common';
import * as r from './dsl';

const $key = r.wild('key');

/**
 * One question of a board (`$key`), the same for the site's board and a party's
 * (`fest/{code}/questions`, features/fest/rules.ts): the same fields and the same per-uid rates
 * (kinds question and answered, docs/security.md §Floods). `mayUse` is who may ask and mark
 * (anyone signed in on the site board, a member at a party); `mayRemove` (a party's host) may
 * also delete a question, which the site board allows nobody.
 */
export function questionEntry({ mayUse, mayRemove }: { mayUse?: r.Expr; mayRemove?: r.Expr } = {}): r.RuleNode {
  const ask = r.and(r.signedIn, mayUse, r.isCreate, rateNamed(questionBoardRates, 'question', $key));
  return {
    '.write': mayRemove ? r.or(ask, r.and(r.signedIn, r.isDelete, mayRemove)) : ask,
    ...r.record(
      {
        to: r.textLen(1, 40),
        text: r.textLen(1, 500),
        from: r.textLen(1, 40),
        // Anyone allowed may mark a question answered or take it back («Angre»), one question per
        // update and per uid every 2 s (rate kind answered, docs/security.md §Floods).
        answered: { '.write': r.and(r.signedIn, mayUse, r.dataExists, r.newExists, rateNamed(questionBoardRates, 'answered', $key)), '.validate': r.isBoolean },
        created_at: r.stampedOnce,
        created_by: r.writerOnce,
      },
      { after: [r.or(r.dataExists, r.eq(r.newChildVal('answered'), 'false'))] },
    ),
  };
}
