// The registry of rules modules: the order here is the order of database.rules.json.
// Change a rule in its module, then `npm run rules` (scripts/build-rules.ts) and run the tests.
import { adminAttempts, adminCodeSet, admins } from '../features/admin/rules';
import { battleshots, battleshotsBoards } from '../features/battleshots/rules';
import { cah } from '../features/cah/rules';
import type { RuleNode } from './dsl';
import { fridge } from '../features/fridge/rules';
import { proost } from '../features/proost/rules';
import { questlog } from '../features/quest/rules';
import { rate } from './rate';
import { codes, lastSeen, lobby, members, presence, roomAttempts, roomSecrets } from './rooms';
import { rpgLog } from '../features/rpglog/rules';
import { secretSanta } from '../features/secretSanta/rules';
import { swg } from '../features/swg/rules';
import { calculator, questions, settings, suggestions, vitals } from './site';

export const rulesTree: RuleNode = {
  '.read': false,
  '.write': false,
  settings,
  vitals,
  secrets: { '.read': false, '.write': false, rooms: roomSecrets },
  admin_attempts: adminAttempts,
  admins,
  suggestions,
  questions,
  admin_code_set: adminCodeSet,
  calculator,
  fridge,
  secretSanta,
  lobby,
  codes,
  members,
  presence,
  last_seen: lastSeen,
  proost,
  battleshots,
  battleshots_boards: battleshotsBoards,
  DND: rpgLog('DND'),
  DND_Items: rpgLog('DND_Items'),
  questlog,
  swg,
  cah,
  room_attempts: roomAttempts,
  rate,
};
