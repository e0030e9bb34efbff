// The RPG logs' rate kinds (lib/firebase/rate.ts; its manifest declares them).
import { defineRates } from '@/lib/firebase/rate';

export const rates = defineRates({
  /** A new entry; key: `{log}/{entry}`. */
  rpglog: 2_000,
  /** The game master ends a session; key: `{log}/session` (docs/apps.md, RPG logs). */
  rpgSession: 10_000,
});
