/** @jest-environment node */
import { paths } from '@/lib/firebase/paths';
import { canRead, expectDenied, read, setupRulesDb, write } from './helpers';

// The paths the app itself reads (lib/firebase/paths.ts), so the rules and the code cannot drift apart.
describe('rules: global settings and everything else', () => {
  const db = setupRulesDb('settings', { seed: { settings: { announcement: 'Hei' }, unknown: { x: 1 } } });

  it('lets any signed-in visitor read settings', async () => {
    expect(await read(db.as('stranger'), paths.settings())).toEqual({ announcement: 'Hei' });
  });

  it('refuses settings to a visitor who is not signed in', () => expectDenied(read(db.signedOut, paths.settings())));

  it('refuses every client write to settings, signed in or not, and nothing changes', async () => {
    await expectDenied(write(db.as('admin'), paths.announcement(), 'hacked'));
    await expectDenied(write(db.as('stranger'), paths.settings(), { announcement: 'hacked' }));
    await expectDenied(write(db.signedOut, paths.announcement(), 'hacked'));
    expect(await db.readAsOwner('settings')).toEqual({ announcement: 'Hei' });
  });

  it('refuses reads and writes of paths no rule opens', async () => {
    expect(await canRead(db.as('member'), 'unknown')).toBe(false);
    expect(await canRead(db.as('member'), '/')).toBe(false);
    await expectDenied(write(db.as('member'), 'unknown/y', 2));
    await expectDenied(write(db.as('member'), 'brand-new-node', 'x'));
  });
});
