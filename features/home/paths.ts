// The roadmap's database paths (its suggestions). The one place that builds them (docs/architecture.md).
import { assertKey } from '@/lib/firebase/paths';

export const homePaths = {
  suggestions: () => 'suggestions',
  suggestion: (key: string) => `suggestions/${assertKey(key)}`,
  suggestionStatus: (key: string) => `suggestions/${assertKey(key)}/status`,
};
