import { hashWithoutInvite, inviteFragment, inviteFromHash, isInviteSecret, newInviteSecret } from '@/lib/rooms/invite';

describe('invite secrets (lib/rooms/invite.ts)', () => {
  it('makes 24 URL-safe symbols, different each time', () => {
    const a = newInviteSecret();
    const b = newInviteSecret();
    expect(a).toMatch(/^[-_A-Za-z0-9]{24}$/);
    expect(b).not.toBe(a);
  });

  it('carries the secret in the fragment and reads it back', () => {
    const secret = 'abcDEF012345-_ghijklmnop';
    expect(inviteFragment(secret)).toBe(`#inv=${secret}`);
    expect(inviteFragment(null)).toBe('');
    expect(inviteFromHash(`#inv=${secret}`)).toBe(secret);
    expect(inviteFromHash(`#x=1&inv=${secret}`)).toBe(secret);
  });

  it('ignores a fragment that holds no secret', () => {
    expect(inviteFromHash('')).toBeNull();
    expect(inviteFromHash('#inv=short')).toBeNull();
    expect(inviteFromHash('#inv=' + 'a'.repeat(25))).toBeNull();
    expect(inviteFromHash('#other=' + 'a'.repeat(24))).toBeNull();
    expect(isInviteSecret(42)).toBe(false);
  });

  it('drops only the secret from the fragment', () => {
    expect(hashWithoutInvite('#inv=' + 'a'.repeat(24))).toBe('');
    expect(hashWithoutInvite('#x=1&inv=' + 'a'.repeat(24))).toBe('#x=1');
  });
});
