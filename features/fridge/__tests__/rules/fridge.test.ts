/** @jest-environment node */
import { get, push, ref, serverTimestamp, set, update } from 'firebase/database';
import { addItem, changeStock, createFridge, FRIDGE_TAKEN_TEXT, type NewItem } from '@/features/fridge/lib/data';
import type { TestClient } from '@/localdb/testing';
import { expectAllowed, rateEntry, setupRulesDb } from '@/__tests__/rules/helpers';

const DENIED = /PERMISSION_DENIED/;
const CATEGORIES = { 1: 'Meieri', 2: 'Kjøtt', 4: 'Diverse' };
const ITEM: NewItem = {
  name: 'Melk',
  quantity: '2',
  quantityType: 'Stk',
  category: 1,
  shelf: 'Døra',
  barcode: '7038010009457',
  expirationDate: '2030-01-10',
};

describe('rules: fridge', () => {
  const rdb = setupRulesDb('fridge', { users: ['alice', 'bob', 'p1', 'p2', 'p3'], defaultUsers: false, seed: { '/fridge/categories': CATEGORIES, '/fridge/f1/info': { name: 'Hytta', created_at: 1, created_by: 'alice' } } });
  let alice: TestClient;
  let bob: TestClient;
  let nobody: TestClient;

  beforeAll(() => {
    [alice, bob] = ['alice', 'bob'].map((uid) => rdb.as(uid));
    nobody = rdb.signedOut;
  });

  // One new item per uid every second: each test starts with a clear clock.
  beforeEach(() => rdb.seed('/rate', null));

  async function stockKey(fridge: string, name: string): Promise<string> {
    const stock = (await rdb.readAsOwner(`/fridge/${fridge}/stock`)) as Record<string, { name: string }>;
    return Object.entries(stock).find(([, item]) => item.name === name)![0];
  }

  it('creates a fridge once, by anyone with the link; nobody can take it over', async () => {
    await createFridge(bob.db, 'ny-1', 'bob', ' Kontoret ');
    expect(await rdb.readAsOwner('/fridge/ny-1/info/name')).toBe('Kontoret');
    await expect(createFridge(alice.db, 'ny-1', 'alice', 'Mitt')).rejects.toThrow(FRIDGE_TAKEN_TEXT);
    await expect(set(ref(alice.db, 'fridge/ny-2/info'), { name: 'x', created_at: serverTimestamp(), created_by: 'bob' })).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, 'fridge/ny-2/info'), { name: '', created_at: serverTimestamp(), created_by: 'alice' })).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, 'fridge/categories/info'), { name: 'x', created_at: serverTimestamp(), created_by: 'alice' })).rejects.toThrow(DENIED);
    await expect(set(ref(nobody.db, 'fridge/ny-3/info'), { name: 'x', created_at: serverTimestamp(), created_by: null })).rejects.toThrow(DENIED);
  });

  it('reads a fridge and the categories when signed in, never the list of fridges', async () => {
    expect((await get(ref(bob.db, 'fridge/f1/info/name'))).val()).toBe('Hytta');
    expect((await get(ref(bob.db, 'fridge/categories/4'))).val()).toBe('Diverse');
    await expect(get(ref(bob.db, 'fridge'))).rejects.toThrow(/permission/i);
    // The fridge's id is its shared link, so it reads signed out too; the list never.
    expect((await get(ref(nobody.db, 'fridge/f1/info/name'))).val()).toBe('Hytta');
    await expect(get(ref(nobody.db, 'fridge'))).rejects.toThrow(/permission/i);
    await expect(set(ref(bob.db, 'fridge/categories/9'), 'Egen')).rejects.toThrow(DENIED);
  });

  it('adds an item with the stored spelling avaliable, and refuses broken items', async () => {
    await addItem(alice.db, 'f1', 'alice', ITEM);
    const key = await stockKey('f1', 'Melk');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({
      id: key, name: 'Melk', quantity: 2, quantityType: 'Stk', category: 1, avaliable: true, added_by: 'alice', expiration_date: '2030-01-10',
    });
    const raw = (extra: object) => ({
      name: 'Ost', quantity: 1, quantityType: 'Stk', category: 1, shelf: '', barcode: '', expiration_date: '2030-01-01',
      avaliable: true, date_added: serverTimestamp(), added_by: 'bob', ...extra,
    });
    // With the rate node addItem sends, so only the item itself can be what is refused.
    const pushRaw = (fridge: string, extra: object) => {
      const key = push(ref(bob.db, `fridge/${fridge}/stock`)).key as string;
      return update(ref(bob.db), { [`fridge/${fridge}/stock/${key}`]: { id: key, ...raw(extra) }, ...rateEntry('fridge', 'bob', `${fridge}/${key}`) });
    };
    await pushRaw('f1', {});
    await rdb.seed('/rate', null);
    await expect(pushRaw('f1', { avaliable: false })).rejects.toThrow(DENIED); // 1 in stock yet unavailable
    await expect(pushRaw('f1', { quantity: 0 })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { quantity: -1, avaliable: false })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { quantity: 1.5 })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { quantityType: 'Liter' })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { category: 7 })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { expiration_date: '10.01.2030' })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { name: 'x'.repeat(41) })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { added_by: 'alice' })).rejects.toThrow(DENIED);
    await expect(pushRaw('f1', { available: true })).rejects.toThrow(DENIED);
    // No fridge, no stock.
    await expect(pushRaw('finnes-ikke', {})).rejects.toThrow(DENIED);
  });

  it('changes quantity and availability together and never deletes an item', async () => {
    await addItem(alice.db, 'f1', 'alice', { ...ITEM, name: 'Juice', quantity: '1' });
    const key = await stockKey('f1', 'Juice');
    await changeStock(bob.db, 'f1', key, 'remove');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({ quantity: 0, avaliable: false });
    await changeStock(bob.db, 'f1', key, 'remove');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({ quantity: 0, avaliable: false });
    await changeStock(bob.db, 'f1', key, 'add');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({ quantity: 1, avaliable: true });
    await changeStock(bob.db, 'f1', key, 'unavailable');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({ quantity: 0, avaliable: false });
    await changeStock(bob.db, 'f1', key, 'available');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}`)).toMatchObject({ quantity: 1, avaliable: true });
    await expect(set(ref(bob.db, `fridge/f1/stock/${key}/avaliable`), false)).rejects.toThrow(DENIED);
    await expect(update(ref(bob.db, `fridge/f1/stock/${key}`), { date_added: 5 })).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `fridge/f1/stock/${key}`), null)).rejects.toThrow(DENIED);
    await expect(set(ref(nobody.db, `fridge/f1/stock/${key}/quantity`), 5)).rejects.toThrow(DENIED);
  });

  it('refuses a + on an item that is gone instead of creating half an item', async () => {
    await expect(changeStock(bob.db, 'f1', 'gone', 'add')).rejects.toThrow(DENIED);
    expect(await rdb.readAsOwner('/fridge/f1/stock/gone')).toBeNull();
  });

  it('never loses a tap when two phones tap the same item at once', async () => {
    await addItem(alice.db, 'f1', 'alice', { ...ITEM, name: 'Egg', quantity: '10' });
    const key = await stockKey('f1', 'Egg');
    const phones = ['p1', 'p2', 'p3'].map((uid) => rdb.as(uid));
    const taps = [
      ...Array.from({ length: 15 }, () => changeStock(phones[0].db, 'f1', key, 'add')),
      ...Array.from({ length: 15 }, () => changeStock(phones[1].db, 'f1', key, 'add')),
      ...Array.from({ length: 8 }, () => changeStock(phones[2].db, 'f1', key, 'remove')),
    ];
    await Promise.all(taps);
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}/quantity`)).toBe(10 + 15 + 15 - 8);
  });

  it('refuses floods of new items; taps on existing ones are not limited', async () => {
    const item = (key: string) => ({
      id: key, name: 'Flom', quantity: 1, quantityType: 'Stk', category: 1, shelf: '', barcode: '', expiration_date: '2030-01-01',
      avaliable: true, date_added: serverTimestamp(), added_by: 'bob',
    });
    // The item's id must equal its key, so each creation gets its own value.
    const k1 = push(ref(bob.db, 'fridge/f1/stock')).key as string;
    const k2 = push(ref(bob.db, 'fridge/f1/stock')).key as string;
    await expect(update(ref(bob.db), {
      [`fridge/f1/stock/${k1}`]: item(k1), [`fridge/f1/stock/${k2}`]: item(k2), ...rateEntry('fridge', 'bob', `f1/${k1}`),
    })).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `fridge/f1/stock/${k1}`), item(k1))).rejects.toThrow(DENIED);
    await addItem(bob.db, 'f1', 'bob', { ...ITEM, name: 'Første' });
    await expect(addItem(bob.db, 'f1', 'bob', { ...ITEM, name: 'Andre' })).rejects.toThrow(/Vent 1 sekund/);
    const key = await stockKey('f1', 'Første');
    await expectAllowed(changeStock(bob.db, 'f1', key, 'add'));
    await expectAllowed(changeStock(bob.db, 'f1', key, 'add'));
  });

  // docs/security.md §Floods: 300 new fridges went in one update with no rate node.
  it('creates one fridge per update and per uid every 10 s', async () => {
    const info = (uid: string) => ({ name: 'Flom', created_at: serverTimestamp(), created_by: uid });
    await expect(
      update(ref(bob.db), { 'fridge/flom-1/info': info('bob'), 'fridge/flom-2/info': info('bob'), ...rateEntry('newFridge', 'bob', 'flom-1') }),
    ).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'fridge/flom-1/info'), info('bob'))).rejects.toThrow(DENIED);
    await expect(update(ref(bob.db), { 'fridge/flom-1/info': info('bob'), ...rateEntry('newFridge', 'bob', 'flom-2') })).rejects.toThrow(DENIED);
    await createFridge(bob.db, 'flom-1', 'bob', 'Første');
    await expect(createFridge(bob.db, 'flom-2', 'bob', 'Andre')).rejects.toThrow(/Vent 10 sekunder/);
    expect(await rdb.readAsOwner('/fridge/flom-2')).toBeNull();
    await expect(createFridge(alice.db, 'flom-2', 'alice', 'Alices')).resolves.toBeUndefined();
  });

  // docs/apps.md, Fridge: any item's quantity could be set to 100,000 and date_added to −8.64e15.
  it('bounds the quantity to 9999 and date_added to a real time; an item may have no expiry', async () => {
    await addItem(alice.db, 'f1', 'alice', { ...ITEM, name: 'Mel', expirationDate: '' });
    const key = await stockKey('f1', 'Mel');
    expect(await rdb.readAsOwner(`/fridge/f1/stock/${key}/expiration_date`)).toBe('');
    await expect(set(ref(bob.db, `fridge/f1/stock/${key}/quantity`), 100000)).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `fridge/f1/stock/${key}/quantity`), 10000)).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, `fridge/f1/stock/${key}/quantity`), 9999)).resolves.toBeUndefined();
    await expect(addItem(alice.db, 'f1', 'alice', { ...ITEM, quantity: '10000' })).rejects.toThrow('Antall kan være høyst 9999.');
    const item = (k: string, dateAdded: number) => ({
      id: k, name: 'Tid', quantity: 1, quantityType: 'Stk', category: 1, shelf: '', barcode: '', expiration_date: '',
      avaliable: true, date_added: dateAdded, added_by: 'bob',
    });
    const create = (dateAdded: number) => {
      const k = push(ref(bob.db, 'fridge/f1/stock')).key as string;
      return update(ref(bob.db), { [`fridge/f1/stock/${k}`]: item(k, dateAdded), ...rateEntry('fridge', 'bob', `f1/${k}`) });
    };
    await rdb.seed('/rate', null);
    await expect(create(-8.64e15)).rejects.toThrow(DENIED);
    await expect(create(1)).rejects.toThrow(DENIED);
    await expect(create(Date.now() + 3_600_000)).rejects.toThrow(DENIED);
    // An old item put back by «Angre» keeps its date; 0 is the migration's «unknown».
    await expect(create(Date.UTC(2021, 5, 1))).resolves.toBeUndefined();
    await rdb.seed('/rate', null);
    await expect(create(0)).resolves.toBeUndefined();
  });
});
