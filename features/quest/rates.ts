// The quest log's rate kind (lib/firebase/rate.ts; its manifest declares it): a new room's log,
// one per uid every 10 s (docs/security.md §Floods); key: the room's id.
import { defineRates } from '@/lib/firebase/rate';

export const rates = defineRates({ quest: 10_000 });
