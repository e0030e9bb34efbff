import { checkNewItem, type NewItem } from '@/features/fridge/lib/data';
import { groupByCategory, UNCATEGORISED } from '@/features/fridge/lib/group';
import { mapStockItem, type StockItem } from '@/features/fridge/lib/item';

const input: NewItem = {
  name: ' Melk ',
  quantity: '2',
  quantityType: 'Stk',
  category: 1,
  shelf: '',
  barcode: '',
  expirationDate: '2030-01-10',
};

describe('checkNewItem', () => {
  it('gives the values to store, available when there is any', () => {
    expect(checkNewItem(input)).toEqual({
      name: 'Melk', quantity: 2, quantityType: 'Stk', category: 1, shelf: '', barcode: '', expiration_date: '2030-01-10', avaliable: true,
    });
    expect(checkNewItem({ ...input, quantity: '0' }).avaliable).toBe(false);
  });

  it('says in Norwegian what is wrong', () => {
    expect(() => checkNewItem({ ...input, name: '  ' })).toThrow('Skriv inn navnet på varen.');
    expect(() => checkNewItem({ ...input, quantity: '1,5' })).toThrow('Antall må være et helt tall (0 eller mer).');
    expect(() => checkNewItem({ ...input, quantity: '' })).toThrow('Antall må være et helt tall');
    expect(() => checkNewItem({ ...input, category: null })).toThrow('Velg en kategori.');
    expect(() => checkNewItem({ ...input, expirationDate: '31.12.2030' })).toThrow('Velg en gyldig utløpsdato, eller la feltet stå tomt.');
    expect(() => checkNewItem({ ...input, expirationDate: '2030-02-30' })).toThrow('Velg en gyldig utløpsdato, eller la feltet stå tomt.');
    // Empty is no expiry (the form's default), not an error.
    expect(checkNewItem({ ...input, expirationDate: '' }).expiration_date).toBe('');
    expect(() => checkNewItem({ ...input, barcode: 'abc' })).toThrow('Strekkoden kan bare ha sifre');
  });
});

describe('groupByCategory', () => {
  const item = (key: string, name: string, category: number) => mapStockItem(key, { name, category, quantity: 1 }) as StockItem;

  it('makes one table per category in category order, with unknown categories last', () => {
    const groups = groupByCategory(
      [item('a', 'Ost', 1), item('b', 'Kylling', 2), item('c', 'Melk', 1), item('d', 'Rart', 9)],
      [{ id: 1, name: 'Meieri' }, { id: 2, name: 'Kjøtt' }, { id: 3, name: 'Tom' }],
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.name)])).toEqual([
      ['Meieri', ['Melk', 'Ost']],
      ['Kjøtt', ['Kylling']],
      [UNCATEGORISED, ['Rart']],
    ]);
  });
});
