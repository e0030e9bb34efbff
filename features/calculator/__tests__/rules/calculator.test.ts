/** @jest-environment node */
import { get, push, ref, serverTimestamp, set } from 'firebase/database';
import { drinks } from '@/content/drinks';
import { archiveOrder, unarchiveOrder } from '@/features/calculator/lib/data';
import type { TestClient } from '@/localdb/testing';
import { setupRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;

describe('rules: bar calculator archive', () => {
  const rdb = setupRulesDb('calculator', { users: ['alice', 'bob', 'carol'], defaultUsers: false, signedOut: false });
  let alice: TestClient;
  let bob: TestClient;
  let carol: TestClient;

  beforeAll(() => {
    [alice, bob, carol] = ['alice', 'bob', 'carol'].map((uid) => rdb.as(uid));
  });

  it('archives an order that only its visitor can read', async () => {
    expect(await archiveOrder(alice.db, 'alice', { counts: { ol: 2, prosecco: 1 }, half: true }, drinks)).toEqual(expect.any(String));
    const stored = Object.values((await get(ref(alice.db, 'calculator/orders/alice'))).val() as object)[0];
    // (2 × 98 + 495) / 2 = 345.50 kr
    expect(stored).toMatchObject({ total: 34550, half: true, items: { ol: 2, prosecco: 1 } });
    await expect(get(ref(bob.db, 'calculator/orders/alice'))).rejects.toThrow(/permission/i);
    await expect(get(ref(bob.db, 'calculator/orders'))).rejects.toThrow(/permission/i);
  });

  it('writes nothing for an empty order', async () => {
    // Carol writes nothing anywhere else in this file (tests run in random order).
    expect(await archiveOrder(carol.db, 'carol', { counts: {}, half: false }, drinks)).toBeNull();
    expect(await rdb.readAsOwner('/calculator/orders/carol')).toBeNull();
  });

  it('refuses writing into another archive, changing history, fractions of øre and forged fields', async () => {
    const order = (extra: object = {}) => ({ at: serverTimestamp(), total: 9800, half: false, items: { ol: 1 }, ...extra });
    await expect(set(push(ref(bob.db, 'calculator/orders/alice')), order())).rejects.toThrow(DENIED);
    await expect(set(push(ref(bob.db, 'calculator/orders/bob')), order({ total: 98.5 }))).rejects.toThrow(DENIED);
    await expect(set(push(ref(bob.db, 'calculator/orders/bob')), order({ at: 1 }))).rejects.toThrow(DENIED);
    await expect(set(push(ref(bob.db, 'calculator/orders/bob')), order({ items: { ol: 0 } }))).rejects.toThrow(DENIED);
    await expect(set(push(ref(bob.db, 'calculator/orders/bob')), order({ items: {} }))).rejects.toThrow(DENIED);
    await expect(set(push(ref(bob.db, 'calculator/orders/bob')), order({ note: 'x' }))).rejects.toThrow(DENIED);
    const key = push(ref(bob.db, 'calculator/orders/bob')).key as string;
    await set(ref(bob.db, `calculator/orders/bob/${key}`), order());
    await expect(set(ref(bob.db, `calculator/orders/bob/${key}/total`), 0)).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `calculator/orders/bob/${key}/items`), null)).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, `calculator/orders/bob/${key}`), null)).rejects.toThrow(DENIED);
  });

  it('«Angre» takes a fresh entry out of the own archive, never an older one or another visitor\'s', async () => {
    const key = (await archiveOrder(bob.db, 'bob', { counts: { ol: 1 }, half: false }, drinks)) as string;
    // Alice cannot take Bob's entry out; Bob can, right after RESET.
    await expect(unarchiveOrder(alice.db, 'bob', key)).rejects.toThrow(DENIED);
    await unarchiveOrder(bob.db, 'bob', key);
    expect(await rdb.readAsOwner(`/calculator/orders/bob/${key}`)).toBeNull();
    // An entry made more than a minute ago is history: it stays.
    await rdb.seed('/calculator/orders/bob/-old1', { at: Date.now() - 61_000, total: 9800, half: false, items: { ol: 1 } });
    await expect(unarchiveOrder(bob.db, 'bob', '-old1')).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'calculator/orders/bob'), null)).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner('/calculator/orders/bob/-old1')).toMatchObject({ total: 9800 });
  });
});
