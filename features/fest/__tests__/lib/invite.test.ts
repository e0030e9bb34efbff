import { invitePasswordOf, inviteLink, partyRouteOf, tvHref } from '@/features/fest/lib/invite';
import { easyPassword, roomPassword } from '@/features/fest/lib/password';

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

  it('makes easy party passwords of two plain words and two digits, and long random room passwords', () => {
    let i = 0;
    const values = [0, 0.05, 0.999];
    expect(easyPassword(() => values[i++])).toBe('solfjell99');
    for (let k = 0; k < 50; k++) expect(easyPassword()).toMatch(/^[a-z]{4,20}\d{2}$/);
    const rooms = new Set(Array.from({ length: 50 }, () => roomPassword()));
    expect(rooms.size).toBe(50);
    for (const password of rooms) expect(password).toMatch(/^[a-hj-km-np-z2-9]{12}$/);
  });
});
