import headerStyles from '@/components/rooms/RoomHeaderView.module.css';
import { QR_PATH } from '@/components/rooms/roomIcons';
import emptyStyles from '@/components/ui/EmptyState.module.css';
import { EMPTY_TEXT } from '@/components/ui/EmptyState';
import { EXPIRY_TEXTS, EXPIRY_WARNING_DAYS } from '@/features/fridge/lib/expiry';
import { UNCATEGORISED } from '@/features/fridge/lib/group';
import { DEFAULT_CATEGORY, DEFAULT_QUANTITY_TYPE, QUANTITY_TYPES } from '@/features/fridge/lib/item';
import type { EarlyPaint } from '@/lib/rooms/snapshot';
import { MINUS_PATH, PLUS_PATH } from './fridgeIcons';
import viewStyles from './FridgeView.module.css';
import { ADD_ITEM_TEXT, STOCK_TEXTS } from './fridgeTexts';
import tableStyles from './StockTable.module.css';

// A fridge's first paint before React: the markup FridgeSnapshot renders (FridgeHeading, the
// disabled AddToggle, StockGroups and their StockTables), built as a string by the inline script
// the moment the REST read is back. Everything it needs from the app comes in as JSON; the
// mapping (mapFridge, mapCategories, groupByCategory) and the expiry texts (features/fridge/lib/expiry.ts)
// are redone here on the guest's own local date, as FridgeSnapshot does with `new Date()`.
// features/fridge/__tests__/components/paintFridgeSnapshot.test.tsx holds the two alike.

const VIEW_KEYS = ['top', 'name', 'action', 'code', 'adder', 'toggle'] as const;
const TABLE_KEYS = ['title', 'table', 'right', 'center', 'name', 'caption', 'muted', 'strong', 'switch', 'switchInput', 'track', 'thumb', 'iconButton', 'green', 'yellow', 'red'] as const;

export type FridgePaintArgs = {
  view: Record<(typeof VIEW_KEYS)[number], string>;
  table: Record<(typeof TABLE_KEYS)[number], string>;
  invite: string;
  empty: string;
  icons: { qr: string; plus: string; minus: string };
  texts: {
    empty: string;
    uncategorised: string;
    addItem: string;
    stock: Record<keyof typeof STOCK_TEXTS, string>;
    expiry: Record<keyof typeof EXPIRY_TEXTS, string>;
  };
  quantityTypes: readonly string[];
  defaultQuantityType: string;
  defaultCategory: number;
  warningDays: number;
};

type Item = { key: string; name: string; quantity: number; quantityType: string; category: number; shelf: string; expirationDate: string; available: boolean };

export function paintFridgeSnapshot(value: unknown, also: unknown, id: string, a: FridgePaintArgs): string | null {
  // asRecord: the database hands a map with mostly numeric keys back as an array.
  const record = function (v: unknown): Record<string, unknown> | null {
    if (Array.isArray(v)) {
      const r: Record<string, unknown> = {};
      for (let i = 0; i < v.length; i++) if (v[i] !== null && v[i] !== undefined) r[String(i)] = v[i];
      return r;
    }
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  };
  const str = function (v: unknown, fallback?: string) {
    return typeof v === 'string' ? v : fallback || '';
  };
  const num = function (v: unknown, fallback: number) {
    return typeof v === 'number' && isFinite(v) ? v : fallback;
  };
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const fridge = record(value);
  const info = fridge ? record(fridge.info) : null;
  if (!fridge || !info) return null;
  const name = str(info.name, id);

  const categories: { id: number; name: string }[] = [];
  const addCategory = function (key: string, n: unknown) {
    const cid = Number(key);
    if (Number.isInteger(cid) && typeof n === 'string') categories.push({ id: cid, name: n });
  };
  if (Array.isArray(also)) also.forEach(function (n, i) { addCategory(String(i), n); });
  else {
    const stored = record(also) || {};
    Object.keys(stored).forEach(function (key) { addCategory(key, stored[key]); });
  }
  categories.sort(function (x, y) { return x.id - y.id; });

  const items: Item[] = [];
  const stock = record(fridge.stock) || {};
  Object.keys(stock).forEach(function (key) {
    const r = record(stock[key]);
    if (!r || typeof r.name !== 'string') return;
    const quantity = Math.max(0, Math.floor(num(r.quantity, 0)));
    items.push({
      key: key,
      name: r.name,
      quantity: quantity,
      quantityType: a.quantityTypes.indexOf(r.quantityType as string) >= 0 ? (r.quantityType as string) : a.defaultQuantityType,
      category: num(r.category, a.defaultCategory),
      shelf: str(r.shelf),
      expirationDate: str(r.expiration_date),
      available: typeof r.avaliable === 'boolean' ? r.avaliable : quantity > 0,
    });
  });

  const byName = function (x: Item, y: Item) {
    return x.name.localeCompare(y.name, 'nb') || x.key.localeCompare(y.key);
  };
  const groups: { title: string; items: Item[] }[] = [];
  const known: Record<string, boolean> = {};
  categories.forEach(function (c) {
    known[String(c.id)] = true;
    const inside = items.filter(function (i) { return i.category === c.id; }).sort(byName);
    if (inside.length > 0) groups.push({ title: c.name, items: inside });
  });
  const rest = items.filter(function (i) { return !known[String(i.category)]; }).sort(byName);
  if (rest.length > 0) groups.push({ title: a.texts.uncategorised, items: rest });

  // Whole local calendar days from today to YYYY-MM-DD; null for anything that is not a real day.
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const dayParts = function (day: string): number[] | null {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!m) return null;
    const y = Number(m[1]), mo = Number(m[2]), d = Number(m[3]);
    const utc = new Date(Date.UTC(y, mo - 1, d));
    return utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d ? [y, mo, d] : null;
  };
  const daysUntil = function (day: string): number | null {
    const p = dayParts(day);
    return p ? Math.round((Date.UTC(p[0], p[1] - 1, p[2]) - today) / 86400000) : null;
  };
  const e = a.texts.expiry;
  const expiry = function (day: string) {
    const days = daysUntil(day);
    if (days === null) return '';
    if (days < -1) return e.expiredDaysAgo.replace('{n}', String(-days));
    if (days === -1) return e.expiredYesterday;
    if (days === 0) return e.today;
    if (days === 1) return e.tomorrow;
    return e.inDays.replace('{n}', String(days));
  };
  const colourOf = function (item: Item): 'green' | 'yellow' | 'red' {
    if (!item.available) return 'red';
    const days = daysUntil(item.expirationDate);
    if (days === null) return 'green';
    if (days < 0) return 'red';
    return days <= a.warningDays ? 'yellow' : 'green';
  };
  const formatDay = function (day: string) {
    if (!dayParts(day)) return day || '–';
    const p = day.split('-');
    return p[2] + '.' + p[1] + '.' + p[0];
  };
  const icon = function (path: string) {
    return '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="' + path + '"></path></svg>';
  };

  const v = a.view;
  const t = a.table;
  const s = a.texts.stock;
  let html =
    '<div class="' + v.top + '"><h2 class="' + v.name + '" data-room-card="true">' + esc(name) + '</h2>' +
    '<div class="' + v.action + '"><button type="button" class="' + a.invite + '" disabled="">' + icon(a.icons.qr) + 'Inviter</button></div></div>' +
    '<p class="' + v.code + '" data-testid="route-id">Kode: ' + esc(id) + '</p>';
  if (categories.length > 0) {
    html += '<div class="' + v.adder + '"><button type="button" class="' + v.toggle + ' " aria-expanded="false" disabled="">' + esc(a.texts.addItem) + '</button></div>';
  }
  if (groups.length === 0) return html + '<p role="status" class="' + a.empty + '">' + esc(a.texts.empty) + '</p>';
  groups.forEach(function (g) {
    html +=
      '<section aria-label="' + esc(g.title) + '"><h3 class="' + t.title + '">' + esc(g.title) + '</h3><table class="' + t.table + '"><thead><tr>' +
      '<th scope="col">' + esc(s.item) + '</th><th scope="col" class="' + t.right + '">' + esc(s.quantity) + '</th>' +
      '<th scope="col" class="' + t.center + '">' + esc(s.has) + '</th><th scope="col" class="' + t.center + '">' + esc(s.change) + '</th></tr></thead><tbody>';
    g.items.forEach(function (item) {
      const colour = colourOf(item);
      const facts = (item.shelf ? s.shelf + ' ' + item.shelf + ' · ' : '') + s.bestBefore + ' ' + formatDay(item.expirationDate);
      html +=
        '<tr data-testid="stock-row" data-colour="' + colour + '" class="' + t[colour] + '"><td>' +
        '<p class="' + t.name + '">' + esc(item.name) + '</p>' +
        '<p class="' + t.caption + ' ' + t.muted + '">' + esc(facts) + '</p>' +
        '<p class="' + t.caption + ' ' + (colour === 'green' ? '' : t.strong) + '">' + esc(item.available ? expiry(item.expirationDate) : s.none) + '</p></td>' +
        '<td class="' + t.right + '" data-testid="quantity">' + item.quantity + ' ' + esc(item.quantityType) + '</td>' +
        '<td class="' + t.center + '"><span class="' + t.switch + '"><input type="checkbox" role="switch" class="' + t.switchInput + '"' +
        (item.available ? ' checked=""' : '') + ' disabled="" aria-label="' + esc(item.name + ' ' + s.available) + '">' +
        '<span class="' + t.track + '" aria-hidden="true"></span><span class="' + t.thumb + '" aria-hidden="true"></span></span></td>' +
        '<td class="' + t.center + '"><button type="button" class="' + t.iconButton + '" aria-label="' + esc(s.removeOne + ' ' + item.name) + '" disabled="">' + icon(a.icons.minus) + '</button>' +
        '<button type="button" class="' + t.iconButton + '" aria-label="' + esc(s.addOne + ' ' + item.name) + '" disabled="">' + icon(a.icons.plus) + '</button></td></tr>';
    });
    html += '</tbody></table></section>';
  });
  return html;
}

const pick = <K extends string>(styles: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, styles[key]])) as Record<K, string>;

/** What the inline script of a fridge's page needs to paint its name and stock. */
export function fridgeEarlyPaint(): EarlyPaint<FridgePaintArgs> {
  return {
    painter: paintFridgeSnapshot,
    args: {
      view: pick(viewStyles, VIEW_KEYS),
      table: pick(tableStyles, TABLE_KEYS),
      invite: headerStyles.invite,
      empty: emptyStyles.empty,
      icons: { qr: QR_PATH, plus: PLUS_PATH, minus: MINUS_PATH },
      texts: { empty: EMPTY_TEXT, uncategorised: UNCATEGORISED, addItem: ADD_ITEM_TEXT, stock: STOCK_TEXTS, expiry: EXPIRY_TEXTS },
      quantityTypes: QUANTITY_TYPES,
      defaultQuantityType: DEFAULT_QUANTITY_TYPE,
      defaultCategory: DEFAULT_CATEGORY,
      warningDays: EXPIRY_WARNING_DAYS,
    },
  };
}
