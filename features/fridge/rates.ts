// The fridges' rate kinds (lib/firebase/rate.ts; its manifest declares them); docs/security.md §Floods.
import { defineRates } from '@/lib/firebase/rate';

export const rates = defineRates({
  /** A new item; key: `{fridge}/{item}`. */
  fridge: 1_000,
  /** A new fridge (fridge/{id}/info); key: the fridge id. */
  newFridge: 10_000,
});
