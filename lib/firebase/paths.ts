// Every database path the portal uses is built here, so a rename is one edit and the rules in
// database.rules.json can be read side by side with the code that writes.

/** Rejects ids that would escape their node or that the database would refuse as a key. */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Ugyldig nøkkel: ${JSON.stringify(key)}`);
  return key;
}

/** UTF-8 size of a string, as the database counts it (a lone surrogate counts 3, like U+FFFD). */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function isValidKey(key: string): boolean {
  // Same limits as the database: no . $ # [ ] / or control characters, at most 768 bytes
  // of UTF-8 (768 characters of "ø" are 1,536 bytes and the database refuses them).
  return key.length > 0 && key.length <= 768 && !/[.$#[\]/\u0000-\u001f\u007f]/.test(key) && utf8Bytes(key) <= 768;
}

export const paths = {
  connected: () => '.info/connected',
  /** The global settings node read at start (announcement banner). */
  settings: () => 'settings',
  announcement: () => 'settings/announcement',

  /** Field data: one node per web-vitals report, written by visitors, read only by site admins. */
  vitals: () => 'vitals',
};
