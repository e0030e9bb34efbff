// The question boards' database paths: the site's (party null) and each party's, inside its
// Festrom (fest/{code}/questions, readable by its members with the rest of the party:
// docs/apps.md). The one place that builds them (docs/architecture.md).
import { assertKey, partyPaths } from '@/lib/firebase/paths';

export const questionPaths = {
  questions: (party: string | null = null) => (party === null ? 'questions' : `${partyPaths.party(party)}/questions`),
  question: (key: string, party: string | null = null) => `${questionPaths.questions(party)}/${assertKey(key)}`,
  questionAnswered: (key: string, party: string | null = null) => `${questionPaths.question(key, party)}/answered`,
};
