// The survival game's database paths (SPEC §3). The one place that builds them.
import { assertKey } from '@/lib/firebase/paths';

export const swgPaths = {
  gameActive: () => 'swg/game_active',
  players: () => 'swg/players',
  player: (id: string) => `swg/players/${assertKey(id)}`,
  history: () => 'swg/history',
  historyEntry: (key: string) => `swg/history/${assertKey(key)}`,
  historyUndone: (key: string) => `swg/history/${assertKey(key)}/undone`,
};
