// Credentials -> the `auth` variable of security rules.
// Like the official emulator we verify no signature (the Auth emulator issues
// unsigned "alg: none" JWTs); we only check the structure and expiry.

export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

export type Identity = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth; exp?: number } | { kind: 'anonymous' };

function b64urlJson(part: string): unknown {
  const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return JSON.parse(json);
}

/** Throws Error with a human-readable reason when the credential is unusable. */
export function identityFromCredential(cred: unknown, nowMs = Date.now()): Identity {
  if (typeof cred !== 'string' || cred.length === 0 || cred.length > 16384) throw new Error('Missing credential');
  if (cred === 'owner') return { kind: 'owner' };
  const parts = cred.split('.');
  if (parts.length !== 3) throw new Error('Credential is not a JWT');
  let payload: unknown;
  try {
    payload = b64urlJson(parts[1]);
  } catch {
    throw new Error('Credential payload is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new Error('Bad JWT payload');
  const claims = payload as Record<string, unknown>;
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) throw new Error('JWT has no subject');
  // Expiry is deliberately not enforced: like the official emulator we accept the SDK's
  // mock tokens, which are dated 1970 (iat 0, exp 3600). `nowMs` is kept for callers
  // that want to enforce it later.
  void nowMs;
  const firebase = claims.firebase as Record<string, unknown> | undefined;
  const provider =
    firebase && typeof firebase.sign_in_provider === 'string'
      ? firebase.sign_in_provider
      : typeof claims.provider_id === 'string'
        ? claims.provider_id
        : 'custom';
  // Production exposes the claims as auth.token, with uid copied in.
  return {
    kind: 'user',
    auth: { uid, provider, token: { ...claims, sub: claims.sub ?? uid } },
    exp: typeof claims.exp === 'number' ? claims.exp : undefined,
  };
}
