import type { User } from 'firebase/auth';

export type SessionError = { kind: 'auth' | 'config'; message: string };

/** Norwegian text for a failed start; the technical detail goes to the console only. */
export function describeStartError(error: unknown): SessionError {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (code === 'auth/network-request-failed') {
    return {
      kind: 'auth',
      message: 'Får ikke kontakt med innloggingstjenesten. Sjekk nettet og prøv igjen.',
    };
  }
  if (code.startsWith('auth/')) {
    return { kind: 'auth', message: 'Innloggingen feilet. Prøv igjen om litt.' };
  }
  return { kind: 'config', message: 'Portalen klarte ikke å starte. Prøv å laste siden på nytt.' };
}

export function uidOf(user: User | null): string | null {
  return user?.uid ?? null;
}
