// The roadmap's rate kind (lib/firebase/rate.ts; its manifest declares it): a new suggestion, one
// per uid every 10 s (docs/security.md §Floods); key: the suggestion's key.
import { defineRates } from '@/lib/firebase/rate';

export const rates = defineRates({ suggestion: 10_000 });
