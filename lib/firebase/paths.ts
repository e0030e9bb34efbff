// Every database path the portal uses is built here, so a rename is one edit and the rules in
// database.rules.json can be read side by side with the code that writes.

/** Rejects ids that would escape their node or that the database would refuse as a key. */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Ugyldig nøkkel: ${JSON.stringify(key)}`);
  return key;
}

export function isValidKey(key: string): boolean {
  // Same limits as the SDK: no . $ # [ ] / or control characters, at most 768 bytes.
  return key.length > 0 && key.length <= 768 && !/[.$#[\]/\u0000-\u001f\u007f]/.test(key);
}

export const paths = {
  connected: () => '.info/connected',
  /** The global settings node read at start (announcement banner). */
  settings: () => 'settings',
  announcement: () => 'settings/announcement',

  // Admin codes (DESIGN §4). The secret is set by the owner and readable by no client.
  adminSecret: (scope: string) => `secrets/admin_codes/${assertKey(scope)}`,
  /** The code a visitor proved; the rules accept only the secret. */
  admin: (scope: string, uid: string) => `admins/${assertKey(scope)}/${assertKey(uid)}`,
  /** The last guess of a scope: one per few seconds, whoever makes it. */
  adminAttempt: (scope: string) => `admin_attempts/${assertKey(scope)}`,

  // RPG session log and item log (SPEC §3): entries and the info node share one parent, so
  // readers must skip `info` (SPEC's "all but the last" entry).
  rpgLog: (log: RpgLogNode) => log,
  rpgLogEntry: (log: RpgLogNode, key: string) => `${log}/${assertKey(key)}`,
  rpgLogInfo: (log: RpgLogNode) => `${log}/info`,

  // Quest log (DESIGN §4): visible quests and hidden quests live in separate nodes, because
  // RTDB read rules cascade: players may read `quests`, only the creator `hidden`.
  questRoom: (id: string) => `questlog/${assertKey(id)}`,
  questName: (id: string) => `questlog/${assertKey(id)}/name`,
  questSettings: (id: string) => `questlog/${assertKey(id)}/settings`,
  questsVisible: (id: string) => `questlog/${assertKey(id)}/quests`,
  questsHidden: (id: string) => `questlog/${assertKey(id)}/hidden`,
  quest: (id: string, hidden: boolean, questId: string) =>
    `questlog/${assertKey(id)}/${hidden ? 'hidden' : 'quests'}/${assertKey(questId)}`,

  // Survival game (SPEC §3).
  swgGameActive: () => 'swg/game_active',
  swgPlayers: () => 'swg/players',
  swgPlayer: (id: string) => `swg/players/${assertKey(id)}`,
  swgHistory: () => 'swg/history',
  swgHistoryEntry: (key: string) => `swg/history/${assertKey(key)}`,
};

/** The two RPG logs: sessions (DND) and items (DND_Items), same shape. */
export type RpgLogNode = 'DND' | 'DND_Items';
