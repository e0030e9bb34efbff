// Proost's rate kinds (lib/firebase/rate.ts; its manifest declares them); docs/security.md §Floods.
import { defineRates } from '@/lib/firebase/rate';

export const rates = defineRates({
  /** A guest's new question or player (the room's creator is not limited); key: `{code}/{key}`. */
  proost: 2_000,
  /** Removing a Proost player (the room's creator is not limited); key: `{code}/{key}`. */
  proostRemove: 1_000,
});
