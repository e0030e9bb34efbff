// The registry of rules modules: the order here is the order of database.rules.json.
// Change a rule in its module, then `npm run rules` (scripts/build-rules.ts) and run the tests.
import { adminAttempts, adminCodeSet, admins } from './admin';
import { battleshots, battleshotsBoards } from './battleshots';
import { cah } from './cah';
import type { RuleNode } from './dsl';
import { fridge } from './fridge';
import { proost } from './proost';
import { questlog } from './questlog';
import { rate } from './rate';
import { codes, lastSeen, lobby, members, presence, roomAttempts, roomSecrets } from './rooms';
import { rpgLog } from './rpglog';
import { secretSanta } from './secretSanta';
import { swg } from './swg';
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
