/** @jest-environment node */
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { BAD_CODE_TEXT, clearList, DRAW_STALE_TEXT, drawInfoRead, LOOKUP_WAIT_TEXT, lookUpCode, runDraw, signUp, UNKNOWN_CODE_TEXT, withdraw } from '@/features/secretSanta/lib/data';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { setupRulesDb, startRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;
const PERMISSION = /permission/i;
// The site admin: a proof that matches the site code.
const ADMIN_SEED = { '/secrets/admin_codes/site': 'kode', '/admins/site/admin': 'kode' };

describe('rules: secret santa', () => {
  const rdb = setupRulesDb('santa', { users: ['admin', 'ann', 'ben', 'cat', 'eve', 'fay', 'gus'], defaultUsers: false, signedOut: false, seed: ADMIN_SEED });
  let admin: TestClient;
  let ann: TestClient;
  let ben: TestClient;
  let cat: TestClient;
  let eve: TestClient;
  let fay: TestClient;
  let gus: TestClient;
  const codes: Record<string, string> = {};

  // One lookup per uid every few seconds: each test starts with a clear clock (the limit itself
  // is tested on purpose below).
  beforeEach(async () => {
    await rdb.seed('/secretSanta/lookups', null);
  });

  beforeAll(async () => {
    [admin, ann, ben, cat, eve, fay, gus] = ['admin', 'ann', 'ben', 'cat', 'eve', 'fay', 'gus'].map((uid) => rdb.as(uid));
    codes.ann = await signUp(ann.db, 'ann', 'Ann');
    codes.ben = await signUp(ben.db, 'ben', 'Ben');
    codes.cat = await signUp(cat.db, 'cat', 'Cat');
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
    // Each sign-up carries the writer's lookup of its code, as signUp sends it, so what is
    // refused is the forged part (a refused update stores no lookup, so none is throttled).
    const forged = (client: TestClient, values: Record<string, unknown>) => {
      const code = Object.keys(values).find((p) => p.startsWith('secretSanta/byCode/'))?.slice('secretSanta/byCode/'.length);
      const uid = client.uid!;
      return update(ref(client.db), code ? { ...values, [`secretSanta/lookups/${uid}`]: { uid, code, at: serverTimestamp() } } : values);
    };
    await expect(
      forged(eve, { 'secretSanta/people/ann': person('ann'), 'secretSanta/codes/ann': 'ZZZZZZZZZZ', 'secretSanta/byCode/ZZZZZZZZZZ': { uid: 'ann', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    await expect(
      forged(ann, { 'secretSanta/people/ann': person('ann', 'Ny'), 'secretSanta/codes/ann': 'ZZZZZZZZZY', 'secretSanta/byCode/ZZZZZZZZZY': { uid: 'ann', name: 'Ny' } }),
    ).rejects.toThrow(DENIED);
    await expect(forged(eve, { 'secretSanta/people/eve': person('eve') })).rejects.toThrow(DENIED);
    await expect(
      forged(eve, { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': codes.ann, [`secretSanta/byCode/${codes.ann}`]: { uid: 'eve', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    await expect(
      forged(eve, { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': 'abcdefghjk', 'secretSanta/byCode/abcdefghjk': { uid: 'eve', name: 'X' } }),
    ).rejects.toThrow(DENIED);
    // Five symbols (SPEC.md's length) or eight are too few to survive guessing: refused.
    for (const short of ['ABCDE', 'ABCDEFGH']) {
      await expect(
        forged(eve, { 'secretSanta/people/eve': person('eve'), 'secretSanta/codes/eve': short, [`secretSanta/byCode/${short}`]: { uid: 'eve', name: 'X' } }),
      ).rejects.toThrow(DENIED);
    }
    await expect(
      forged(eve, { 'secretSanta/people/eve': person('eve', 'x'.repeat(41)), 'secretSanta/codes/eve': 'ZZZZZZZZZX', 'secretSanta/byCode/ZZZZZZZZZX': { uid: 'eve', name: 'x'.repeat(41) } }),
    ).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner('/secretSanta/people/eve')).toBeNull();
  });

  it('before the draw a lookup finds the person and no assignment; a wrong code finds no one', async () => {
    await rdb.seed('/secretSanta/draw', null);
    const owner = await lookUpCode(eve.db, 'eve', ` ${codes.ben.toLowerCase()} `);
    expect(owner).toMatchObject({ name: 'Ben', giverUid: 'ben' });
    expect((await get(ref(eve.db, 'secretSanta/draw/ben'))).val()).toBeNull();
    await expect(lookUpCode(eve.db, 'eve', 'AAAA')).rejects.toThrow(BAD_CODE_TEXT);
    const unused = ['ZZZZZZZZZZ', 'YYYYYYYYYY'].find((c) => !Object.values(codes).includes(c))!;
    await rdb.seed('/secretSanta/lookups', null);
    await expect(lookUpCode(eve.db, 'eve', unused)).rejects.toThrow(UNKNOWN_CODE_TEXT);
    await expect(set(ref(eve.db, 'secretSanta/lookups/ann'), { uid: 'ann', code: codes.ben, at: serverTimestamp() })).rejects.toThrow(DENIED);
  });

  it('gives nothing away without a recorded guess, and records at most one guess per uid every few seconds', async () => {
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
    await rdb.seed('/secretSanta/lookups/eve', { uid: 'eve', code: 'ZZZZZZZZZZ', at: Date.now() - 3500 });
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
    await rdb.seed('/secretSanta/lookups/eve', { uid: 'eve', code: codes.ann, at: Date.now() + 10_000 });
    await expect(lookUpCode(eve.db, 'eve', codes.ben)).rejects.toThrow(LOOKUP_WAIT_TEXT);
  }, 15_000);

  it('keeps a list saved in SPEC.md\'s shape (codes and assignments inside) unreadable', async () => {
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
    await rdb.seed('/secretSanta/draw', null);
    await rdb.seed('/secretSanta/drawInfo', null);
    await expect(runDraw(eve.db, people, null)).rejects.toThrow(DENIED);
    await runDraw(admin.db, people, null);
    const draw = (await rdb.readAsOwner('/secretSanta/draw')) as Record<string, { uid: string }>;
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

  // docs/security.md §Guessing: a refused create of byCode/{code} said «taken» at any rate.
  it('makes a sign-up a guess: it needs this uid’s lookup of its code, so no faster than lookups whether a code is taken', async () => {
    const signUpWrite = (code: string, lookup = true) => ({
      'secretSanta/people/fay': { name: 'Fay', added_by: 'fay', added_at: serverTimestamp() },
      'secretSanta/codes/fay': code,
      [`secretSanta/byCode/${code}`]: { uid: 'fay', name: 'Fay' },
      'secretSanta/shape': 2,
      ...(lookup ? { 'secretSanta/lookups/fay': { uid: 'fay', code, at: serverTimestamp() } } : {}),
    });
    const free = (c: string) => !Object.values(codes).includes(c);
    const [freeA, freeB] = ['QQQQQQQQQQ', 'WWWWWWWWWW', 'XXXXXXXXXX'].filter(free);
    await rdb.seed('/secretSanta/people/fay', null);
    // Without the lookup: refused, however free the code.
    await expect(update(ref(fay.db), signUpWrite(freeA!, false))).rejects.toThrow(DENIED);
    // A taken code costs a guess: the next attempt within the interval is refused whatever the
    // code, so a refusal tells nothing faster than a lookup would.
    await set(ref(fay.db, 'secretSanta/lookups/fay'), { uid: 'fay', code: codes.ann, at: serverTimestamp() });
    await expect(update(ref(fay.db), signUpWrite(codes.ann!))).rejects.toThrow(DENIED);
    await expect(update(ref(fay.db), signUpWrite(freeA!))).rejects.toThrow(DENIED);
    await expect(update(ref(fay.db), { ...signUpWrite(freeA!), 'secretSanta/lookups/fay': { uid: 'fay', code: freeB!, at: serverTimestamp() } })).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner(`/secretSanta/byCode/${freeA}`)).toBeNull();
    // Once the interval has passed, the sign-up goes through (and signUp sends exactly this).
    await rdb.seed('/secretSanta/lookups/fay', { uid: 'fay', code: codes.ann, at: Date.now() - 3500 });
    await expect(update(ref(fay.db), signUpWrite(freeA!))).resolves.toBeUndefined();
    await update(ref(fay.db), { 'secretSanta/people/fay': null, 'secretSanta/codes/fay': null, [`secretSanta/byCode/${freeA}`]: null });
  });

  // docs/apps.md, Secret santa: one signed-in visitor squatted 300 byCode records.
  it('keeps one code record per uid: no extra record in the update, none left behind when leaving', async () => {
    await rdb.seed('/secretSanta/people/gus', null);
    await rdb.seed('/secretSanta/codes/gus', null);
    const code = await signUp(gus.db, 'gus', 'Gus');
    const extra = ['KKKKKKKKKK', 'MMMMMMMMMM'].find((c) => c !== code)!;
    await rdb.seed('/secretSanta/lookups/gus', null);
    // A second record beside the person's own code.
    await expect(
      update(ref(gus.db), { [`secretSanta/byCode/${extra}`]: { uid: 'gus', name: 'Gus' }, 'secretSanta/lookups/gus': { uid: 'gus', code: extra, at: serverTimestamp() } }),
    ).rejects.toThrow(DENIED);
    // Leaving without the record (it would stay behind, and the next sign-up add another).
    await expect(update(ref(gus.db), { 'secretSanta/people/gus': null, 'secretSanta/codes/gus': null })).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner(`/secretSanta/byCode/${extra}`)).toBeNull();
    await withdraw(gus.db, 'gus', code);
    expect(await rdb.readAsOwner(`/secretSanta/byCode/${code}`)).toBeNull();
  });

  // docs/apps.md, Secret santa: a draw queued offline must not replace a newer one.
  it('takes a draw only on top of the draw it replaces; a late queued draw is refused with a Norwegian message', async () => {
    const people = [
      { uid: 'ann', name: 'Ann' },
      { uid: 'ben', name: 'Ben' },
      { uid: 'cat', name: 'Cat' },
    ];
    await rdb.seed('/secretSanta/draw', null);
    await rdb.seed('/secretSanta/drawInfo', null);
    await runDraw(admin.db, people, null);
    const first = drawInfoRead.map(await get(ref(admin.db, 'secretSanta/drawInfo')));
    expect(first).toMatchObject({ seq: 1, count: 3 });
    // Another phone (or this one, offline) still based on «no draw yet».
    await expect(runDraw(admin.db, people, null)).rejects.toThrow(DRAW_STALE_TEXT);
    await expect(runDraw(admin.db, people, { at: 1, count: 3, seq: 4 })).rejects.toThrow(DRAW_STALE_TEXT);
    // A draw without its drawInfo, or a drawInfo that skips a number.
    await expect(set(ref(admin.db, 'secretSanta/draw'), { ann: { uid: 'ben', name: 'Ben' }, ben: { uid: 'ann', name: 'Ann' } })).rejects.toThrow(DENIED);
    await expect(set(ref(admin.db, 'secretSanta/drawInfo'), { at: serverTimestamp(), count: 3, seq: 3 })).rejects.toThrow(DENIED);
    await runDraw(admin.db, people, first);
    expect(await rdb.readAsOwner('/secretSanta/drawInfo/seq')).toBe(2);
  });
});

// docs/apps.md, Secret santa: squatted code records nobody can list go with «Tøm lista».
describe('rules: secret santa, clearing the list', () => {
  const rdb = setupRulesDb('santa-clear', { users: ['admin', 'eve'], defaultUsers: false, signedOut: false, seed: ADMIN_SEED });
  let admin: TestClient;
  let eve: TestClient;

  beforeAll(() => {
    [admin, eve] = ['admin', 'eve'].map((uid) => rdb.as(uid));
  });

  it('lets the site admin empty people, codes and code records together (squats included); nobody else, and never one code alone', async () => {
    await rdb.seed('/secretSanta', {
      shape: 2,
      people: { ann: { name: 'Ann', added_by: 'ann', added_at: 1 } },
      codes: { ann: 'AAAAAAAAAA' },
      byCode: { AAAAAAAAAA: { uid: 'ann', name: 'Ann' }, SSSSSSSSSS: { uid: 'eve', name: 'Squat' }, TTTTTTTTTT: { uid: 'eve', name: 'Squat' } },
      drawInfo: { at: 1, count: 2, seq: 1 },
    });
    await expect(clearList(eve.db)).rejects.toThrow(DENIED);
    await expect(update(ref(admin.db), { 'secretSanta/byCode': null })).rejects.toThrow(DENIED);
    await expect(update(ref(admin.db), { 'secretSanta/codes': null, 'secretSanta/people': null })).rejects.toThrow(DENIED);
    await clearList(admin.db);
    expect(await rdb.readAsOwner('/secretSanta')).toEqual({ shape: 2 });
    // A new round: sign-ups and the first draw work again.
    await expect(signUp(eve.db, 'eve', 'Eve')).resolves.toMatch(/^[A-Z2-9]{10}$/);
  });
});
