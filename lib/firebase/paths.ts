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
};
