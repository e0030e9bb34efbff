import { applyStockAction, mapStockItem, stockTransaction } from '@/features/fridge/lib/item';

describe('fridge stock transitions (SPEC §4)', () => {
  it('add raises the quantity by one and makes the item available', () => {
    expect(applyStockAction({ quantity: 0, available: false }, 'add')).toEqual({ quantity: 1, available: true });
    expect(applyStockAction({ quantity: 4, available: true }, 'add')).toEqual({ quantity: 5, available: true });
  });

  it('remove lowers by one, does nothing at 0, and makes the item unavailable on reaching 0', () => {
    expect(applyStockAction({ quantity: 3, available: true }, 'remove')).toEqual({ quantity: 2, available: true });
    expect(applyStockAction({ quantity: 1, available: true }, 'remove')).toEqual({ quantity: 0, available: false });
    expect(applyStockAction({ quantity: 0, available: false }, 'remove')).toBeNull();
  });

  it('the switch: unavailable sets 0, available sets 1', () => {
    expect(applyStockAction({ quantity: 7, available: true }, 'unavailable')).toEqual({ quantity: 0, available: false });
    expect(applyStockAction({ quantity: 0, available: false }, 'available')).toEqual({ quantity: 1, available: true });
  });
});

describe('the stored item', () => {
  const stored = {
    id: 'k1', name: 'Melk', quantity: 2, quantityType: 'Pakke', category: 1, shelf: 'Døra',
    barcode: '123', expiration_date: '2030-01-10', avaliable: true, date_added: 5, added_by: 'u',
  };

  it('maps the stored spelling avaliable to available', () => {
    expect(mapStockItem('k1', stored)).toEqual({
      key: 'k1', name: 'Melk', quantity: 2, quantityType: 'Pakke', category: 1, shelf: 'Døra',
      barcode: '123', expirationDate: '2030-01-10', available: true, addedBy: 'u',
    });
    expect(mapStockItem('k1', { ...stored, avaliable: false, quantity: 0 })?.available).toBe(false);
  });

  it('rejects what is not an item and repairs odd values', () => {
    expect(mapStockItem('k', 'melk')).toBeNull();
    expect(mapStockItem('k', { quantity: 1 })).toBeNull();
    const odd = mapStockItem('k', { name: 'X', quantity: -3, quantityType: 'Liter' });
    expect(odd).toMatchObject({ quantity: 0, quantityType: 'Stk', category: 4, available: false });
  });

  it('a transaction changes quantity and avaliable together and keeps every other field', () => {
    expect(stockTransaction(stored, 'add')).toEqual({ ...stored, quantity: 3, avaliable: true });
    expect(stockTransaction({ ...stored, quantity: 1 }, 'remove')).toEqual({ ...stored, quantity: 0, avaliable: false });
  });

  it('a transaction aborts when nothing changes, and passes null through for the server to answer', () => {
    expect(stockTransaction({ ...stored, quantity: 0, avaliable: false }, 'remove')).toBeUndefined();
    expect(stockTransaction(null, 'add')).toBeNull();
  });
});
