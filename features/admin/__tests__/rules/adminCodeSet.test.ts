/** @jest-environment node */
// The probe that lets the admin screens say «no admin code is set yet» without any client
// reading the code: admin_code_set/{scope} is readable exactly while the secret exists.
import { expectAllowed, expectDenied, read, remove, setupRulesDb, write } from '@/__tests__/rules/helpers';

const db = setupRulesDb('admin-code-set', { seed: { 'secrets/admin_codes/site': 'en lang nok kode 123' } });

describe('rules: admin_code_set probe', () => {
  it('a signed-in visitor may read the probe of a scope whose code is set, and learns nothing else', async () => {
    await expectAllowed(read(db.as('stranger'), 'admin_code_set/site'));
    expect(await read(db.as('stranger'), 'admin_code_set/site')).toBeNull();
    await expectDenied(read(db.as('stranger'), 'secrets/admin_codes/site'));
  });

  it('is refused while the scope has no code, and for a scope that does not exist', async () => {
    await expectDenied(read(db.as('stranger'), 'admin_code_set/swg'));
    await expectDenied(read(db.as('stranger'), 'admin_code_set/other'));
  });

  it('follows the secret: set later, readable; removed, refused again', async () => {
    await db.seed('secrets/admin_codes/swg', 'swg kode som er lang');
    await expectAllowed(read(db.as('member'), 'admin_code_set/swg'));
    await db.seed('secrets/admin_codes/swg', null);
    await expectDenied(read(db.as('member'), 'admin_code_set/swg'));
  });

  it('nobody signed out reads it, nobody lists the scopes, and nobody writes it', async () => {
    await expectDenied(read(db.signedOut, 'admin_code_set/site'));
    await expectDenied(read(db.as('admin'), 'admin_code_set'));
    await expectDenied(write(db.as('admin'), 'admin_code_set/site', true));
    await expectDenied(remove(db.as('admin'), 'admin_code_set/site'));
  });
});
