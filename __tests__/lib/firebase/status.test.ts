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
  it('counts the 768-byte key limit in UTF-8 bytes, as the database does', () => {
    expect(isValidKey('a'.repeat(768))).toBe(true);
    expect(isValidKey('a'.repeat(769))).toBe(false);
    expect(isValidKey('ø'.repeat(384))).toBe(true); // 2 bytes each
    expect(isValidKey('ø'.repeat(385))).toBe(false);
    expect(isValidKey('€'.repeat(256))).toBe(true); // 3 bytes each
    expect(isValidKey('€'.repeat(257))).toBe(false);
    expect(isValidKey('🍺'.repeat(192))).toBe(true); // 4 bytes each, 2 UTF-16 units
    expect(isValidKey('🍺'.repeat(193))).toBe(false);
    expect(isValidKey('a'.repeat(767) + 'ø')).toBe(false);
  });
});
