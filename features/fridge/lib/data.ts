import { get, increment, push, ref, remove, runTransaction, serverTimestamp, set, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { rates } from '../rates';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { nameRule, requireText, type TextRule } from '@/lib/forms/text';
import { isDay } from './expiry';
import { mapCategories, mapFridgeInfo, type Category, type FridgeInfo } from './fridge';
import { mapStockItem, QUANTITY_MAX, QUANTITY_TYPES, stockTransaction, type QuantityType, type StockAction, type StockItem } from './item';
import { fridgePaths } from '../paths';

export type { Category, FridgeInfo } from './fridge';

export const fridgeNameRule: TextRule = nameRule('et navn på kjøleskapet');
export const itemNameRule: TextRule = nameRule('navnet på varen');
export const shelfRule: TextRule = { ...nameRule('hylla'), optional: true };

/** The fridge's info, or null when no fridge has this id. */
export const fridgeInfoRead = (id: string): DbRead<FridgeInfo | null> => valueRead(fridgePaths.info(id), (value) => mapFridgeInfo(id, value));

export const stockRead = (id: string): DbRead<StockItem[]> => listRead(fridgePaths.stock(id), mapStockItem);

/** Categories in id order. */
export const categoriesRead: DbRead<Category[]> = valueRead(fridgePaths.categories(), mapCategories);

export const FRIDGE_TAKEN_TEXT = 'Det finnes allerede et kjøleskap med denne koden.';

/**
 * A new fridge, with the writer's rate node (one per uid every 10 s, docs/security.md §Floods).
 * A refusal is a taken code or the rate limit; a read tells which.
 */
export async function createFridge(db: Database, id: string, uid: string, rawName: string): Promise<void> {
  const name = requireText(rawName, fridgeNameRule);
  try {
    await update(ref(db), { [fridgePaths.info(id)]: { name, created_at: serverTimestamp(), created_by: uid }, ...rates.stamp('newFridge', uid, id) });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    if ((await get(ref(db, fridgePaths.info(id)))).exists()) throw new InputError(FRIDGE_TAKEN_TEXT);
    throw new InputError(rates.waitText('newFridge'));
  }
}

export type NewItem = {
  name: string;
  quantity: string;
  quantityType: QuantityType;
  category: number | null;
  shelf: string;
  barcode: string;
  expirationDate: string;
};

/** Checks the add form; the message is what the form shows. Returns the values to store. */
export function checkNewItem(input: NewItem) {
  const name = requireText(input.name, itemNameRule);
  const quantityText = input.quantity.trim();
  if (!/^\d+$/.test(quantityText)) throw new InputError('Antall må være et helt tall (0 eller mer).');
  const quantity = Number(quantityText);
  if (quantity > QUANTITY_MAX) throw new InputError(`Antall kan være høyst ${QUANTITY_MAX}.`);
  if (!QUANTITY_TYPES.includes(input.quantityType)) throw new InputError('Velg en enhet.');
  if (input.category === null) throw new InputError('Velg en kategori.');
  // Empty is «no expiry» (the form's default); anything else must be a real day.
  if (input.expirationDate !== '' && !isDay(input.expirationDate)) throw new InputError('Velg en gyldig utløpsdato, eller la feltet stå tomt.');
  const barcode = input.barcode.trim();
  if (!/^\d{0,20}$/.test(barcode)) throw new InputError('Strekkoden kan bare ha sifre (høyst 20).');
  return {
    name,
    quantity,
    quantityType: input.quantityType,
    category: input.category,
    shelf: requireText(input.shelf, shelfRule),
    barcode,
    expiration_date: input.expirationDate,
    avaliable: quantity > 0,
  };
}

export async function addItem(db: Database, id: string, uid: string, input: NewItem): Promise<void> {
  const values = checkNewItem(input);
  const key = push(ref(db, fridgePaths.stock(id))).key as string;
  // One new item per update and per uid every second; taps on items are not limited.
  await rates.create(db, 'fridge', uid, `${id}/${key}`, fridgePaths.item(id, key), {
    ...values,
    id: key,
    date_added: serverTimestamp(),
    added_by: uid,
  });
}

/**
 * One tap on an item; quantity and availability change together, and phones tapping at once all
 * count: + is a server-side increment, the others a transaction on the whole item.
 */
export async function changeStock(db: Database, id: string, key: string, action: StockAction): Promise<void> {
  const item = ref(db, fridgePaths.item(id, key));
  if (action === 'add') {
    // An add needs no look at the stored value: the server adds one, so a crowd of phones tapping
    // + never contends (a transaction would be retried against each other's taps). The rules
    // keep the cap and refuse an add to an item that is gone.
    await update(item, { quantity: increment(1), avaliable: true });
    return;
  }
  await runTransaction(item, (stored) => stockTransaction(stored, action));
}

/** Changes what an item is (its author or the fridge's creator; the rules refuse others). */
export async function editItem(db: Database, id: string, key: string, input: NewItem): Promise<void> {
  await update(ref(db, fridgePaths.item(id, key)), checkNewItem(input));
}

/**
 * Deletes an item and returns it as it was stored, so «Angre» can put exactly that back (same
 * key, author and date added). Null when it was gone already.
 */
export async function deleteItem(db: Database, id: string, key: string): Promise<unknown> {
  const item = ref(db, fridgePaths.item(id, key));
  const stored = (await get(item)).val();
  if (stored === null) return null;
  await remove(item);
  return stored;
}

/**
 * «Angre» after a delete: the stored item back under its key. The rules allow it without a new
 * rate node when this uid's last creation was this item; otherwise it brings one.
 */
export async function restoreItem(db: Database, id: string, uid: string, key: string, stored: unknown): Promise<void> {
  try {
    await set(ref(db, fridgePaths.item(id, key)), stored);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await update(ref(db), { [fridgePaths.item(id, key)]: stored, ...rates.stamp('fridge', uid, `${id}/${key}`) });
  }
}

/** The form's values for an item being edited. */
export function itemToForm(item: StockItem): NewItem {
  return {
    name: item.name,
    quantity: String(item.quantity),
    quantityType: item.quantityType,
    category: item.category,
    shelf: item.shelf,
    barcode: item.barcode,
    expirationDate: item.expirationDate,
  };
}
