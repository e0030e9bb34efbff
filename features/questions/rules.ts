// The site's question board (features/questions/lib/): its entries are the same as a party's board
// (rules/questionBoard.ts questionEntry).
import { questionEntry } from '@/rules/questionBoard';
import * as r from '@/rules/dsl';

export const questions: r.RuleNode = {
  '.read': r.signedIn,
  $key: questionEntry(),
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { questions } satisfies Record<string, r.RuleNode>;
