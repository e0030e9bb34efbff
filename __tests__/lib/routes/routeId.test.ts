import { idFromPathname } from '@/lib/routes/routeId';

describe('idFromPathname', () => {
  it('reads the id segment with or without a trailing slash', () => {
    expect(idFromPathname('/proost/AbC12/', 'proost')).toBe('AbC12');
    expect(idFromPathname('/quest/xyz', 'quest')).toBe('xyz');
  });
  it('decodes percent-encoding and keeps case', () => {
    expect(idFromPathname('/fridge/r%C3%A9-42/', 'fridge')).toBe('ré-42');
  });
  it('returns null for the placeholder, a missing id, malformed encoding or another route', () => {
    expect(idFromPathname('/proost/_/', 'proost')).toBeNull();
    expect(idFromPathname('/proost/', 'proost')).toBeNull();
    expect(idFromPathname('/proost/%E0%A4%A/', 'proost')).toBeNull();
    expect(idFromPathname('/cah/abc/', 'proost')).toBeNull();
    expect(idFromPathname('/proost/a/b/', 'proost')).toBeNull();
  });
});
