/** @jest-environment node */
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { BAD_CODE_TEXT, LOOKUP_WAIT_TEXT, lookUpCode, runDraw, signUp, UNKNOWN_CODE_TEXT } from '@/features/secretSanta/lib/data';
import { closeClients, connectClients, readAsOwner, seed, type TestClient } from '@/localdb/testing';
import { startRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;
const PERMISSION = /permission/i;

describe('rules: secret santa', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let admin: TestClient;
  let ann: TestClient;
  let ben: TestClient;
  let cat: TestClient;
  let eve: TestClient;
  const codes: Record<string, string> = {};

  // One lookup per uid every few seconds: each test starts with a clear clock (the limit itself
  // is tested on purpose below).
  beforeEach(async () => {
    await seed(ctx.server, ctx.ns, '/secretSanta/lookups', null);
  });

  beforeAll(async () => {
    ctx = await startRulesDb('santa');
    await seed(ctx.server, ctx.ns, '/secrets/admin_codes/site', 'kode');
    await seed(ctx.server, ctx.ns, '/admins/site/admin', 'kode');
    [admin, ann, ben, cat, eve] = await connectClients(ctx.server, ctx.ns, 5, { uids: ['admin', 'ann', 'ben', 'cat', 'eve'] });
    codes.ann = await signUp(ann.db, 'ann', 'Ann');
    codes.ben = await signUp(ben.db, 'ben', 'Ben');
    codes.cat = await signUp(cat.db, 'cat', 'Cat');
  });

  afterAll(async () => {
    await closeClients([admin, ann, ben, cat, eve]);
    await ctx.server.close();
  });

  it('signs up with a public name and a private ten-character code', async () => {
    expect(codes.ann).toMatch(/^[A-Z2-9]{10}$/);
    expect((await get(ref(eve.db, 'secretSanta/people'))).val()).toMatchObject({ ann: { name: 'Ann' }, ben: { name: 'Ben' } });
    expect((await get(ref(ann.db, 'secretSanta/codes/ann'))).val()).toBe(codes.ann);
  });

  it('lets nobody list or read other people’s codes, lookups or assignments', async () => {
    await expect(get(ref(eve.db, 'secretSanta/codes/ann'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta/codes'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta/byCode'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta/draw'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta/lookups'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(admin.db, 'secretSanta/draw'))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta'))).rejects.toThrow(PERMISSION);
  });

  it('refuses forged sign-ups: someone else’s uid, a second sign-up, a code without a person, a taken code', async () => {
    const person = (uid: string, name = 'X') => ({ name, added_by: uid, added_at: serverTimestamp() });
    await expect(
      update(ref(eve.db), { 'secretSanta/people/ann': person('ann'), 'secretSanta/codes/ann': 'ZZZZZZZZZZ', 'secretSanta/byCode/ZZZZZZZZZZ': { uid: 'ann', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    await expect(
      update(ref(ann.db), { 'secretSanta/people/ann': person('ann', 'Ny'), 'secretSanta/codes/ann': 'ZZZZZZZZZY', 'secretSanta/byCode/ZZZZZZZZZY': { uid: 'ann', name: 'Ny' } }),
    ).rejects.toThrow(DENIED);
    await expect(update(ref(eve.db), { 'secretSanta/people/eve': person('eve') })).rejects.toThrow(DENIED);
    await expect(
      update(ref(eve.db), { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': codes.ann, [`secretSanta/byCode/${codes.ann}`]: { uid: 'eve', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    await expect(
      update(ref(eve.db), { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': 'abcdefghjk', 'secretSanta/byCode/abcdefghjk': { uid: 'eve', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    // Five symbols (SPEC.md's length) or eight are too few to survive guessing: refused.
    for (const short of ['ABCDE', 'ABCDEFGH']) {
      await expect(
        update(ref(eve.db), { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': short, [`secretSanta/byCode/${short}`]: { uid: 'eve', name: 'X' } }),
      ).rejects.toThrow(DENIED);
    }
    await expect(
      update(ref(eve.db), { 'secretSanta/people/eve': person('eve', 'x'.repeat(41)), 'secretSanta/codes/eve': 'ZZZZZZZZZX', 'secretSanta/byCode/ZZZZZZZZZX': { uid: 'eve', name: 'x'.repeat(41) } }),
    ).rejects.toThrow(DENIED);
    expect(await readAsOwner(ctx.server, ctx.ns, '/secretSanta/people/eve')).toBeNull();
  });

  it('before the draw a lookup finds the person and no assignment; a wrong code finds no one', async () => {
    await seed(ctx.server, ctx.ns, '/secretSanta/draw', null);
    const owner = await lookUpCode(eve.db, 'eve', ` ${codes.ben.toLowerCase()} `);
    expect(owner).toMatchObject({ name: 'Ben', giverUid: 'ben' });
    expect((await get(ref(eve.db, 'secretSanta/draw/ben'))).val()).toBeNull();
    await expect(lookUpCode(eve.db, 'eve', 'AAAA')).rejects.toThrow(BAD_CODE_TEXT);
    const unused = ['ZZZZZZZZZZ', 'YYYYYYYYYY'].find((c) => !Object.values(codes).includes(c))!;
    await seed(ctx.server, ctx.ns, '/secretSanta/lookups', null);
    await expect(lookUpCode(eve.db, 'eve', unused)).rejects.toThrow(UNKNOWN_CODE_TEXT);
    await expect(set(ref(eve.db, 'secretSanta/lookups/ann'), { uid: 'ann', code: codes.ben, at: serverTimestamp() })).rejects.toThrow(DENIED);
  });

  it('gives nothing away without a recorded guess, and records at most one guess per uid every few seconds (issue 23 §3)', async () => {
    // The old oracle: reading byCode/{guess} straight away.
    await expect(get(ref(eve.db, `secretSanta/byCode/${codes.ann}`))).rejects.toThrow(PERMISSION);
    await expect(get(ref(eve.db, 'secretSanta/byCode/ZZZZZZZZZZ'))).rejects.toThrow(PERMISSION);
    await set(ref(eve.db, 'secretSanta/lookups/eve'), { uid: 'eve', code: 'ZZZZZZZZZZ', at: serverTimestamp() });
    expect((await get(ref(eve.db, 'secretSanta/byCode/ZZZZZZZZZZ'))).val()).toBeNull();
    await expect(get(ref(eve.db, `secretSanta/byCode/${codes.ann}`))).rejects.toThrow(PERMISSION);
    // The next guess within the interval is refused, whole or in part, and so is a reset.
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve'), { uid: 'eve', code: codes.ann, at: serverTimestamp() })).rejects.toThrow(DENIED);
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve/code'), codes.ann)).rejects.toThrow(DENIED);
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve'), null)).rejects.toThrow(DENIED);
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve'), codes.ann)).rejects.toThrow(DENIED);
    await seed(ctx.server, ctx.ns, '/secretSanta/lookups/eve', { uid: 'eve', code: 'ZZZZZZZZZZ', at: Date.now() - 3500 });
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve/code'), codes.ann)).rejects.toThrow(DENIED);
    await expect(set(ref(eve.db, 'secretSanta/lookups/eve'), { uid: 'eve', code: codes.ann, at: Date.now() - 1000 })).rejects.toThrow(DENIED);
    await expect(get(ref(eve.db, `secretSanta/byCode/${codes.ann}`))).rejects.toThrow(PERMISSION);
    // Another guest is not held up by Eve's guessing.
    await expect(lookUpCode(cat.db, 'cat', codes.ben)).resolves.toMatchObject({ name: 'Ben' });
  });

  it('a second lookup right after the first waits the interval out once, a third in a row is refused', async () => {
    await lookUpCode(eve.db, 'eve', codes.ann);
    const started = Date.now();
    await expect(lookUpCode(eve.db, 'eve', codes.ben)).resolves.toMatchObject({ name: 'Ben' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await seed(ctx.server, ctx.ns, '/secretSanta/lookups/eve', { uid: 'eve', code: codes.ann, at: Date.now() + 10_000 });
    await expect(lookUpCode(eve.db, 'eve', codes.ben)).rejects.toThrow(LOOKUP_WAIT_TEXT);
  }, 15_000);

  it('keeps a list saved in SPEC.md\'s shape (codes and assignments inside) unreadable (issue 23 §8)', async () => {
    const ctx2 = await startRulesDb('santa-old');
    const [guest] = await connectClients(ctx2.server, ctx2.ns, 1, { uids: ['guest'] });
    try {
      await seed(ctx2.server, ctx2.ns, '/secretSanta/people', {
        '-Nold1': { name: 'Ola', added_by: 'Ola', code: 'ABCDE', assigned_person: 'Kari', has_been_assigned: true },
      });
      await expect(get(ref(guest.db, 'secretSanta/people'))).rejects.toThrow(PERMISSION);
      await expect(get(ref(guest.db, 'secretSanta/people/-Nold1'))).rejects.toThrow(PERMISSION);
      // Nobody can mark the old list as new, nor sign up into it.
      await expect(set(ref(guest.db, 'secretSanta/shape'), 2)).rejects.toThrow(DENIED);
      await expect(signUp(guest.db, 'guest', 'Gjest')).rejects.toThrow(DENIED);
      // Once the migration has moved the people and set the mark, names are public again.
      await seed(ctx2.server, ctx2.ns, '/secretSanta', { people: { ola: { name: 'Ola', added_by: 'ola', added_at: 1 } }, shape: 2 });
      expect((await get(ref(guest.db, 'secretSanta/people'))).val()).toMatchObject({ ola: { name: 'Ola' } });
      await expect(set(ref(guest.db, 'secretSanta/shape'), null)).rejects.toThrow(DENIED);
      await expect(set(ref(guest.db, 'secretSanta/shape'), 3)).rejects.toThrow(DENIED);
    } finally {
      await closeClients([guest]);
      await ctx2.server.close();
    }
  });

  it('only a site admin draws; each assignment is readable only with its code (or by its giver)', async () => {
    const people = [
      { uid: 'ann', name: 'Ann' },
      { uid: 'ben', name: 'Ben' },
      { uid: 'cat', name: 'Cat' },
    ];
    await seed(ctx.server, ctx.ns, '/secretSanta/draw', null);
    await expect(runDraw(eve.db, people)).rejects.toThrow(DENIED);
    await runDraw(admin.db, people);
    const draw = (await readAsOwner(ctx.server, ctx.ns, '/secretSanta/draw')) as Record<string, { uid: string }>;
    expect(Object.keys(draw).sort()).toEqual(['ann', 'ben', 'cat']);

    await lookUpCode(eve.db, 'eve', codes.cat);
    const catGives = (await get(ref(eve.db, 'secretSanta/draw/cat'))).val();
    expect(catGives).toEqual(draw.cat);
    await expect(get(ref(eve.db, 'secretSanta/draw/ann'))).rejects.toThrow(PERMISSION);
    // Looking up another code gives up the last one.
    await lookUpCode(eve.db, 'eve', codes.ann);
    await expect(get(ref(eve.db, 'secretSanta/draw/cat'))).rejects.toThrow(PERMISSION);
    // The giver sees their own on their own phone.
    expect((await get(ref(ben.db, 'secretSanta/draw/ben'))).val()).toEqual(draw.ben);
  });

  it('refuses a draw with self-gifts, unknown people or wrong names, even from the admin', async () => {
    await expect(set(ref(admin.db, 'secretSanta/draw'), { ann: { uid: 'ann', name: 'Ann' } })).rejects.toThrow(DENIED);
    await expect(set(ref(admin.db, 'secretSanta/draw'), { ann: { uid: 'ben', name: 'Cat' } })).rejects.toThrow(DENIED);
    await expect(set(ref(admin.db, 'secretSanta/draw'), { zed: { uid: 'ben', name: 'Ben' } })).rejects.toThrow(DENIED);
    await expect(set(ref(admin.db, 'secretSanta/drawInfo'), { at: 5, count: 3 })).rejects.toThrow(DENIED);
  });
});
