// The rooms' rate kind (lib/firebase/rate.ts): a new room comes with its lobby entry, one per uid
// every 10 s (docs/security.md §Floods); key: `{game}/{code}`. Shared, since every room game's
// lobby makes its rooms here (lib/rooms/data.ts).
import { defineRates } from '@/lib/firebase/rate';

export const roomRates = defineRates({ lobby: 10_000 });
