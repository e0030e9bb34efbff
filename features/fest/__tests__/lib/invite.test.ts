import { invitePasswordOf, inviteLink, partyRouteOf, tvHref } from '@/features/fest/lib/invite';
import { easyPassword } from '@/features/fest/lib/password';

describe('fest addresses', () => {
  it('reads the party and the TV board from the address', () => {
    expect(partyRouteOf('/fest/AbC12/')).toEqual({ code: 'AbC12', tv: false });
    expect(partyRouteOf('/fest/AbC12')).toEqual({ code: 'AbC12', tv: false });
    expect(partyRouteOf('/fest/AbC12/tv/')).toEqual({ code: 'AbC12', tv: true });
    expect(partyRouteOf('/fest/')).toBeNull();
    expect(partyRouteOf('/fest/_/')).toBeNull();
    expect(partyRouteOf('/fest/AbC12/other/')).toBeNull();
    expect(partyRouteOf('/fest/AbC12/tv/x/')).toBeNull();
    expect(partyRouteOf('/fest/%E0%A4%A/')).toBeNull();
    expect(partyRouteOf('/proost/AbC12/')).toBeNull();
    expect(tvHref('AbC12')).toBe('/fest/AbC12/tv/');
  });

  it('carries the password in the invite link\'s fragment and reads it back', () => {
    const link = inviteLink('https://portalen.example', 'AbC12', 'sol 42&x');
    expect(link).toBe('https://portalen.example/fest/AbC12/#p=sol%2042%26x');
    expect(invitePasswordOf(new URL(link).hash)).toBe('sol 42&x');
    expect(invitePasswordOf('')).toBeNull();
    expect(invitePasswordOf('#p=')).toBeNull();
    expect(invitePasswordOf('#q=1')).toBeNull();
    expect(invitePasswordOf(`#p=${'a'.repeat(60)}`)).toHaveLength(40);
  });

  it('makes easy passwords of a plain word and two digits', () => {
    let i = 0;
    const values = [0, 0.999, 0.5, 0.5];
    expect(easyPassword(() => values[i++])).toBe('sol99');
    expect(easyPassword(() => values[i++])).toMatch(/^[a-z]+\d{2}$/);
    for (let k = 0; k < 50; k++) expect(easyPassword()).toMatch(/^[a-z]{2,10}\d{2}$/);
  });
});
