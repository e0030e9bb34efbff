import { isValidKey, assertKey } from '@/lib/firebase/paths';
import { describeStartError } from '@/lib/firebase/session';
import { announcementFrom } from '@/lib/firebase/status';

describe('announcementFrom', () => {
  it('returns the trimmed announcement of the settings node', () => {
    expect(announcementFrom({ announcement: '  Fest på lørdag!  ' })).toBe('Fest på lørdag!');
  });
  it('returns null when there is none, it is blank or not text', () => {
    expect(announcementFrom(null)).toBeNull();
    expect(announcementFrom({})).toBeNull();
    expect(announcementFrom({ announcement: '   ' })).toBeNull();
    expect(announcementFrom({ announcement: 42 })).toBeNull();
  });
});

describe('describeStartError', () => {
  it('explains a network failure of the sign-in in Norwegian', () => {
    expect(describeStartError({ code: 'auth/network-request-failed' })).toEqual({
      kind: 'auth',
      message: 'Får ikke kontakt med innloggingstjenesten. Sjekk nettet og prøv igjen.',
    });
  });
  it('has a message for other auth errors and for anything else', () => {
    expect(describeStartError({ code: 'auth/internal-error' }).kind).toBe('auth');
    expect(describeStartError(new Error('boom')).kind).toBe('config');
  });
});

describe('database keys and paths', () => {
  it('accepts ordinary keys and refuses the characters the database forbids', () => {
    expect(isValidKey('AbC12')).toBe(true);
    for (const bad of ['', 'a.b', 'a/b', 'a$', 'a#', 'a[', 'a]', 'x\u0001']) expect(isValidKey(bad)).toBe(false);
    expect(() => assertKey('a/b')).toThrow('Ugyldig nøkkel');
  });
});
