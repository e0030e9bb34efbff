// The host's invite secret (docs/rooms.md "Invites"): a room's invite link and QR code carry it
// in the address's fragment (`#inv=…`), which browsers never send to a server. A guest who opens
// the room with it records it under invited/{game}/{code}/{uid}; the rules compare it with the
// stored one, so the lobby's passers-by cannot claim to be invited.

export const INVITE_SECRET_LENGTH = 24;
/** The symbols of a secret: 64, so one random byte `% 64` picks each with equal chance. */
export const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** What the rules accept as a secret (rules/rooms.ts). */
export const INVITE_SECRET_PATTERN = /^[-_A-Za-z0-9]{24}$/;
const FRAGMENT_KEY = 'inv';

/** 24 URL-safe symbols from crypto: 144 bits, far beyond guessing. */
export function newInviteSecret(): string {
  const bytes = new Uint8Array(INVITE_SECRET_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 64, so `% 64` keeps every symbol equally likely.
  return Array.from(bytes, (b) => URL_SAFE[b % URL_SAFE.length]).join('');
}

export function isInviteSecret(value: unknown): value is string {
  return typeof value === 'string' && INVITE_SECRET_PATTERN.test(value);
}

/** The fragment an invite link ends with, or '' for a room without a secret (made before). */
export function inviteFragment(secret: string | null): string {
  return secret ? `#${FRAGMENT_KEY}=${secret}` : '';
}

/** The secret an address's fragment (`location.hash`) carries, if any. */
export function inviteFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const secret = params.get(FRAGMENT_KEY);
  return isInviteSecret(secret) ? secret : null;
}

/** The fragment without the secret (other keys kept), for history.replaceState. */
export function hashWithoutInvite(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete(FRAGMENT_KEY);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
