// The question boards' rate kinds (lib/firebase/rate.ts), declared by the questions app's
// manifest. They live below both apps because the site's board (features/questions) and a
// party's (features/fest) keep one rule, rules/questionBoard.ts, and neither app imports the
// other (docs/architecture.md).
import { defineRates } from './rate';

export const questionBoardRates = defineRates({
  /** A new question; key: the question's key. */
  question: 5_000,
  /** «Besvart» and its «Angre»; key: the question's key. */
  answered: 2_000,
});
