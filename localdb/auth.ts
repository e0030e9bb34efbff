// Credentials -> the `auth` variable of security rules.
// Like the official emulator we verify no signature (the Auth emulator and the SDK's
// mockUserToken issue unsigned "alg: none" JWTs); we check the structure. An unsigned
// token proves nothing, so its `exp` protects nothing either: it is not enforced (the
// SDK's mock tokens are dated iat 0, exp 3600, i.e. 1970, and the official emulator
// accepts them). A token that carries a signature looks like a production token and
// keeps production's expiry rules. Anyone who can reach localdb can forge a user token;
// see docs/running.md on --lan. A user token never makes its bearer owner, whatever its
// claims: the owner credential is the literal string `owner`, honoured only where the
// caller allows it (loopback, no browser page: access.ts).
import { fromJson } from './tree';

/** Thrown for an unusable credential; `expired` maps to the wire status expired_token. */
export class CredentialError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

/** `exp` is the token's expiry in seconds since the epoch; null when it is not enforced (unsigned tokens). */
export type Identity = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth; exp: number | null } | { kind: 'anonymous' };

function b64urlJson(part: string): unknown {
  const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return JSON.parse(json);
}

/** Whether a user identity's token has expired at `nowMs`. */
export function isExpired(identity: Identity, nowMs = Date.now()): boolean {
  return identity.kind === 'user' && identity.exp !== null && identity.exp * 1000 <= nowMs;
}

/**
 * The identity a credential stands for; throws CredentialError with a readable reason.
 * `ownerAllowed` says whether the owner credential may be honoured for this caller.
 */
export function identityFromCredential(cred: unknown, ownerAllowed: boolean, nowMs = Date.now()): Identity {
  if (typeof cred !== 'string' || cred.length === 0 || cred.length > 16384) throw new CredentialError('Missing credential');
  if (cred === 'owner') {
    if (!ownerAllowed) throw new CredentialError('The owner credential is accepted only from this machine, outside a browser');
    return { kind: 'owner' };
  }
  const parts = cred.split('.');
  if (parts.length !== 3) throw new CredentialError('Credential is not a JWT');
  let payload: unknown;
  try {
    payload = fromJson(b64urlJson(parts[1]));
  } catch {
    throw new CredentialError('Credential payload is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new CredentialError('Bad JWT payload');
  const claims = payload as Record<string, unknown>;
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) throw new CredentialError('JWT has no subject');
  // Signed tokens (production-shaped) keep production's expiry rules: exp required and
  // enforced. Unsigned ones (Auth emulator, mockUserToken, rules-unit-testing) are
  // accepted whatever their exp, as the official emulator does.
  const signed = parts[2].length > 0;
  let exp: number | null = null;
  if (signed) {
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw new CredentialError('JWT has no expiry');
    if (claims.exp * 1000 <= nowMs) throw new CredentialError('Auth token is expired', true);
    exp = claims.exp;
  }
  const firebase = claims.firebase as Record<string, unknown> | undefined;
  const provider =
    firebase && typeof firebase.sign_in_provider === 'string'
      ? firebase.sign_in_provider
      : typeof claims.provider_id === 'string'
        ? claims.provider_id
        : 'custom';
  // Production exposes the claims as auth.token, with uid copied in.
  const token = Object.assign(Object.create(null) as Record<string, unknown>, claims, { sub: claims.sub ?? uid });
  return { kind: 'user', auth: { uid, provider, token }, exp };
}
