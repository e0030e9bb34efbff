// Cah's part of `npm run migrate` (lib/routes/migration.ts): SPEC's games get the shared room
// nodes from the engine; a game in progress starts again, and the card bank is kept if the
// portal can read it.
import { children, clampInt, int, text, UNMAPPED_NODE, type Migration, type MigrationStep, type RoomMigration } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';
import { mapBank } from './lib/bank';

function content(m: Migration, { where, contentPath, room, settings, base, knownSettings, members }: RoomMigration) {
  const status = int(settings.game_status) ?? 0;
  if (status !== 0) m.changed(`${where}: the game in progress starts again (hands and played cards kept under ${UNMAPPED_NODE}/)`);
  m.set(contentPath, {
    settings: {
      ...base,
      blank_cards: clampInt(settings.blank_cards, 0, 50, 10),
      win_points: clampInt(settings.win_points, 1, 50, 5),
      game_status: 0,
      game_number: 0,
    },
  });
  m.extras(`${contentPath}/settings`, settings, [...knownSettings, 'blank_cards', 'win_points', 'game_status', 'game_number']);
  let seat = 0;
  for (const [uid, raw] of children(room.players)) {
    const p = asRecord(raw);
    if (!p || !isValidKey(uid)) {
      m.unmapped(`${contentPath}/players/${uid}`, raw, 'not a player');
      continue;
    }
    members.add(uid);
    m.set(`${contentPath}/players/${uid}`, {
      name: text(p.name).slice(0, 40) || 'Spiller',
      uid,
      points: clampInt(p.points, 0, 9999, 0),
      blank_cards_used: 0,
      seat: ++seat,
    });
    m.extras(`${contentPath}/players/${uid}`, p, ['name', 'uid', 'points', 'blank_cards_used', 'seat']);
  }
  m.unmapped(`${contentPath}/selected_cards`, room.selected_cards, 'cards played in the old game (a new game deals again)');
  m.extras(contentPath, room, ['settings', 'players', 'selected_cards']);
}

export const migration: MigrationStep = {
  nodes: ['cah'],
  run(m, node, value) {
    const cah = asRecord(value);
    if (!cah) return m.unmapped(node, value, 'not a Cah node');
    for (const [code, room] of children(cah.games)) {
      m.room('cah', code, room, `cah/games/${code}`, {
        // SPEC's Cah players are keyed by uid, so the creator's name is known.
        creatorName: (old, createdBy) => text(asRecord(asRecord(old.players)?.[createdBy])?.name).slice(0, 40),
        content: (r) => content(m, r),
      });
    }
    const bank = mapBank(cah.questionBank);
    if (bank.black.length > 0 && bank.white.length > 0) m.set('cah/questionBank', cah.questionBank);
    else {
      m.unmapped('cah/questionBank', cah.questionBank, 'not the card bank the portal reads');
      m.todo('cah/questionBank: no usable card bank; run `npm run setup-project -- --project <id> --only cah`');
    }
    for (const part of ['decks', 'draws', 'hands']) if (cah[part] !== undefined) m.set(`cah/${part}`, cah[part]);
    m.extras('cah', cah, ['games', 'questionBank', 'decks', 'draws', 'hands']);
  },
};
