// Admin codes (docs/design.md §4): the owner stores a code per scope in
// secrets/admin_codes/{scope}; a visitor becomes admin of a scope by proving it in
// admins/{scope}/{uid}.

export const ADMIN_SCOPES = ['site', 'swg'] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];

/**
 * The rules allow each visitor (uid) one attempt per scope this often (database.rules.json,
 * admin_attempts/{scope}/{uid}). Per uid, so one guest cannot lock another out; Firebase caps
 * anonymous sign-ups per IP address, which caps how many uids (and so guesses) one address has.
 */
export const ADMIN_ATTEMPT_INTERVAL_MS = 3000;
/** The second write (the code itself) must follow its attempt within this time. */
export const ADMIN_ATTEMPT_VALID_MS = 60000;
export const ADMIN_CODE_MAX = 100;

export const ADMIN_WRONG_TEXT = 'Feil kode.';
export const ADMIN_WAIT_TEXT = 'Du prøvde en kode akkurat nå. Vent noen sekunder og prøv igjen.';
export const ADMIN_EMPTY_TEXT = 'Skriv inn koden.';
export const ADMIN_TOO_LONG_TEXT = `Koden er for lang (høyst ${ADMIN_CODE_MAX} tegn).`;

/**
 * Case and surrounding spaces do not matter: the client sends the code trimmed and in lower
 * case, and the owner stores the secret the same way (the rules compare exact strings).
 */
export function normaliseAdminCode(raw: string): string {
  return raw.trim().toLowerCase();
}
