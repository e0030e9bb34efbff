// The fridges' part of `npm run migrate` (lib/routes/migration.ts): categories kept, each fridge's
// info and items normalised to what the rules validate.
import { children, clampInt, int, isNum, text, type Migration, type MigrationStep, type Tree } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { isValidKey } from '@/lib/firebase/paths';
import { DEFAULT_CATEGORY, QUANTITY_MAX, QUANTITY_TYPES } from './lib/item';
import { isValidFridgeId } from './paths';

function fridge(m: Migration, value: unknown) {
  const fridge = asRecord(value);
  if (!fridge) return m.unmapped('fridge', value, 'not a node of fridges');
  const categories: Tree = {};
  for (const [key, name] of children(fridge.categories)) {
    const id = int(key);
    if (id === null || typeof name !== 'string' || !name.trim()) m.unmapped(`fridge/categories/${key}`, name, 'a category is a number and a name');
    else categories[String(id)] = name.trim();
  }
  if (Object.keys(categories).length > 0) m.set('fridge/categories', categories);
  else m.todo('fridge/categories: none in the export; run `npm run setup-project -- --project <id> --only categories`');
  const categoryIds = Object.keys(categories).map(Number);
  const fallbackCategory = categoryIds.includes(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (categoryIds[0] ?? DEFAULT_CATEGORY);

  for (const [id, raw] of Object.entries(fridge)) {
    if (id === 'categories') continue;
    const node = asRecord(raw);
    if (!node || !isValidFridgeId(id)) {
      m.unmapped(`fridge/${id}`, raw, 'fridge ids are at most 64 characters');
      continue;
    }
    const info = asRecord(node.info) ?? {};
    let name = text(info.name).slice(0, 40);
    if (!name) {
      name = id.slice(0, 40);
      m.changed(`fridge ${id}: had no name, named after its id`);
    }
    m.set(`fridge/${id}/info`, { name, created_at: isNum(info.created_at) ? info.created_at : 0, created_by: text(info.created_by) });
    m.extras(`fridge/${id}/info`, info, ['name', 'created_at', 'created_by']);
    let count = 0;
    for (const [key, item] of children(node.stock)) if (stockItem(m, id, key, item, categoryIds, fallbackCategory)) count++;
    m.extras(`fridge/${id}`, node, ['info', 'stock']);
    m.changed(`fridge ${id}: ${count} item(s) normalised`);
  }
}

function stockItem(m: Migration, id: string, key: string, raw: unknown, categoryIds: number[], fallbackCategory: number): boolean {
  const path = `fridge/${id}/stock/${key}`;
  const item = asRecord(raw);
  const name = text(item?.name).slice(0, 40);
  if (!item || !name || !isValidKey(key)) {
    m.unmapped(path, raw, 'an item needs a name');
    return false;
  }
  const notes: string[] = [];
  const quantity = clampInt(item.quantity, 0, QUANTITY_MAX, item.avaliable === true ? 1 : 0);
  if (quantity !== item.quantity) notes.push(`quantity ${JSON.stringify(item.quantity)} → ${quantity}`);
  const available = quantity > 0;
  if (item.avaliable !== available) notes.push(`avaliable ${JSON.stringify(item.avaliable)} → ${available} (follows the quantity)`);
  const quantityType = (QUANTITY_TYPES as readonly string[]).includes(text(item.quantityType)) ? text(item.quantityType) : 'Stk';
  if (quantityType !== item.quantityType) m.unmapped(`${path}/quantityType`, item.quantityType, 'not one of Stk, Pakke, Gram, Portioner; stored as Stk');
  let category = int(item.category);
  if (category === null || !categoryIds.includes(category)) {
    m.unmapped(`${path}/category`, item.category, `no such category; stored as ${fallbackCategory}`);
    category = fallbackCategory;
  }
  const barcodeText = text(item.barcode);
  const barcode = /^[0-9]{0,20}$/.test(barcodeText) ? barcodeText : '';
  if (barcode !== barcodeText) m.unmapped(`${path}/barcode`, item.barcode, 'barcodes are up to 20 digits');
  let expiration = m.day(item.expiration_date);
  if (!expiration) {
    expiration = m.today();
    notes.push(`expiration_date ${JSON.stringify(item.expiration_date)} → ${expiration} (SPEC: missing means now)`);
    if (item.expiration_date !== undefined) m.unmapped(`${path}/expiration_date`, item.expiration_date, 'not a date');
  } else if (expiration !== item.expiration_date) notes.push(`expiration_date ${JSON.stringify(item.expiration_date)} → ${expiration}`);
  const shelf = text(item.shelf);
  if (shelf.length > 40) m.unmapped(`${path}/shelf`, item.shelf, 'shelves are at most 40 characters; the first 40 were kept');
  const added = int(item.date_added) ?? (typeof item.date_added === 'string' ? Date.parse(item.date_added) : NaN);
  m.set(path, {
    id: key,
    name,
    quantity,
    quantityType,
    category,
    shelf: shelf.slice(0, 40),
    barcode,
    expiration_date: expiration,
    avaliable: available,
    date_added: Number.isFinite(added) ? added : 0,
    added_by: text(item.added_by),
  });
  m.extras(path, item, ['id', 'name', 'quantity', 'quantityType', 'category', 'shelf', 'barcode', 'expiration_date', 'avaliable', 'date_added', 'added_by']);
  if (notes.length > 0) m.changed(`${path} (${name}): ${notes.join('; ')}`);
  return true;
}

export const migration: MigrationStep = {
  nodes: ['fridge'],
  run: (m, _node, value) => fridge(m, value),
};
