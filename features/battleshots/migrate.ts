// Battleshots' part of `npm run migrate` (lib/routes/migration.ts): SPEC's rooms get the shared
// room nodes from the engine; here the two seats and the settings. Boards were never stored in
// SPEC's shape, so a migrated game starts again; battleshots_boards exists only in the new layout.
import { boolOr, children, clampInt, text, type Migration, type MigrationStep, type RoomMigration } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';
import { NO_CREATOR } from '@/lib/rooms/roles';

function content(m: Migration, { where, contentPath, room, settings, base, knownSettings, createdBy, members }: RoomMigration) {
  m.set(contentPath, {
    settings: {
      ...base,
      // A migrated game starts again (boards were never stored), so none is running.
      game_active: false,
      // Of SPEC's Proost switches only allow_new_players means something here (the second
      // seat); the other two are kept aside like any field the new shape has no place for.
      allow_new_players: boolOr(settings.allow_new_players, false),
    },
    game: { turn: createdBy },
  });
  if (settings.game_active === true) m.changed(`${where}: the running game starts again`);
  m.extras(`${contentPath}/settings`, settings, [...knownSettings, 'game_active', 'allow_new_players']);
  for (const [key, raw] of children(room.players)) {
    const p = asRecord(raw);
    const uid = text(p?.uid) || key;
    const seated = uid === createdBy || (!m.get(`${contentPath}/challenger`) && createdBy !== NO_CREATOR);
    if (!p || !isValidKey(uid) || !seated) {
      m.unmapped(`${contentPath}/players/${key}`, raw, 'a Battleshots room has two seats: the creator and the first challenger');
      continue;
    }
    if (uid !== createdBy) m.set(`${contentPath}/challenger`, uid);
    members.add(uid);
    m.set(`${contentPath}/players/${uid}`, { uid, name: text(p.name).slice(0, 40) || 'Spiller', points: clampInt(p.points, 0, 9999, 0) });
    m.extras(`${contentPath}/players/${key}`, p, ['uid', 'name', 'points']);
  }
  m.extras(contentPath, room, ['settings', 'players']);
}

export const migration: MigrationStep = {
  nodes: ['battleshots'],
  newNodes: ['battleshots_boards'],
  run(m, node, value) {
    for (const [code, room] of children(value)) m.room('battleshots', code, room, `${node}/${code}`, { content: (r) => content(m, r) });
  },
};
