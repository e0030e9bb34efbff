/**
 * Validates the hand-edited content files: a typo in content/ fails the test run, not the page.
 */
import { z } from 'zod';
import { BRAND_SYMBOLS } from '@/content/brand';
import { linkGroups, linksGreeting } from '@/content/links';
import { menu } from '@/content/menu';
import { TILE_COUNT, TILE_STYLES, tiles } from '@/content/tiles';
import { isPriceInRange, toCents, type PriceKind } from '@/lib/menu/price';

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case kebab-case');

const brandObject = z
  .object({
    id,
    name: z.string().trim().min(1).max(30),
    url: httpsUrl,
    logo: z
      .object({ title: z.string().min(1), path: z.string().regex(/^[Mm][\d.\s,-]/, 'an SVG path'), hex: z.string().regex(/^[0-9A-Fa-f]{6}$/) })
      .optional(),
    color: hexColor.optional(),
    monogram: z.string().trim().min(1).max(4).optional(),
    symbol: z.enum(BRAND_SYMBOLS).optional(),
    keywords: z.array(z.string().trim().min(1)).optional(),
  })
  .strict();
const needsColor = { message: 'a tile without a logo needs a colour' };
const brandSchema = brandObject.refine((brand) => brand.logo || brand.color, needsColor);

const linkGroupSchema = z
  .object({
    id: z.enum(['verktoy', 'sosialt', 'tv', 'bank']),
    title: z.string().min(1),
    items: z.array(brandSchema).min(1),
  })
  .strict();

const tileSchema = brandObject
  .extend({ style: z.enum(TILE_STYLES) })
  .strict()
  .refine((tile) => tile.logo || tile.color, needsColor);

function priceIn(kind: PriceKind) {
  return z.number().refine((price) => isPriceInRange(price, kind), { message: `price outside the ${kind} range` });
}

const addOnSchema = z.object({ label: z.string().trim().min(1), price: priceIn('addOn') }).strict();

function menuItemSchema(kind: PriceKind) {
  return z
    .object({
      id,
      title: z.string().trim().min(1),
      description: z.string().trim().min(10),
      price: priceIn(kind),
      addOns: z.array(addOnSchema).min(1).optional(),
      choice: z
        .object({ label: z.string().trim().min(1), options: z.array(z.string().trim().min(1)).min(2) })
        .strict()
        .optional(),
    })
    .strict();
}

const menuSchema = z
  .object({
    sections: z.tuple([
      z.object({ id: z.literal('cocktails'), title: z.literal('Cocktails'), items: z.array(menuItemSchema('cocktails')).min(1) }),
      z.object({ id: z.literal('starters'), title: z.literal('Starters'), items: z.array(menuItemSchema('starters')).min(1) }),
      z.object({ id: z.literal('mains'), title: z.literal('Main Plates'), items: z.array(menuItemSchema('mains')).min(1) }),
    ]),
    tuesday: z
      .object({
        id: z.literal('tuesday'),
        title: z.literal('Tuesday Only'),
        note: z.string().min(1),
        item: menuItemSchema('tuesday'),
      })
      .strict(),
  })
  .strict();

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Parses and returns the list of problems, so a failure names the bad field. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('content/links.ts', () => {
  it('matches the schema', () => {
    expect(problems(z.array(linkGroupSchema), linkGroups)).toEqual([]);
  });

  it('has the four groups, in order, with the headings of the spec, none empty', () => {
    expect(linkGroups.map((group) => group.title)).toEqual(['Verktøy', 'Sosialt', 'TV / Streaming', 'Bank']);
    for (const group of linkGroups) expect(group.items.length).toBeGreaterThan(0);
  });

  it('has unique ids and unique names across the page', () => {
    const items = linkGroups.flatMap((group) => group.items);
    expect(duplicates(items.map((item) => item.id))).toEqual([]);
    expect(duplicates(items.map((item) => item.name.toLowerCase()))).toEqual([]);
  });

  it('greets with a heart', () => {
    expect(linksGreeting.title).toMatch(/^Hei .+❤️/u);
  });

  it('has several Norwegian and Swedish banks', () => {
    const bankHosts = linkGroups.find((group) => group.id === 'bank')!.items.map((item) => new URL(item.url).hostname);
    expect(bankHosts.filter((host) => host.endsWith('.no')).length).toBeGreaterThanOrEqual(2);
    expect(bankHosts.filter((host) => host.endsWith('.se')).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects the mistakes the schema exists for', () => {
    const good = linkGroups[0].items[0];
    expect(problems(brandSchema, { ...good, url: 'http://chatgpt.com/' })).not.toEqual([]);
    expect(problems(brandSchema, { ...good, id: 'Chat GPT' })).not.toEqual([]);
    expect(problems(brandSchema, { id: 'x', name: 'X', url: 'https://x.no/' })).not.toEqual([]);
    expect(problems(z.array(linkGroupSchema), [{ id: 'bank', title: 'Bank', items: [] }])).not.toEqual([]);
  });
});

describe('content/tiles.ts', () => {
  it('matches the schema', () => {
    expect(problems(z.array(tileSchema), tiles)).toEqual([]);
  });

  it('has exactly 13 tiles with unique ids', () => {
    expect(TILE_COUNT).toBe(13);
    expect(tiles).toHaveLength(TILE_COUNT);
    expect(duplicates(tiles.map((tile) => tile.id))).toEqual([]);
  });

  it('rejects unknown styles and unknown fields', () => {
    expect(problems(tileSchema, { ...tiles[0], style: 'neon' })).not.toEqual([]);
    expect(problems(tileSchema, { ...tiles[0], colour: '#ffffff' })).not.toEqual([]);
    expect(problems(tileSchema, { ...tiles[0], url: 'https://www.google.com/' })).toEqual([]);
  });

  it('mixes dark tiles and small-image tiles', () => {
    const styles = new Set(tiles.map((tile) => tile.style));
    expect(styles.has('dark')).toBe(true);
    expect(styles.has('small')).toBe(true);
  });
});

describe('content/menu.ts', () => {
  it('matches the schema, with every price inside its section range (SPEC §9)', () => {
    expect(problems(menuSchema, menu)).toEqual([]);
  });

  it('has unique item ids across the menu', () => {
    const ids = [...menu.sections.flatMap((section) => section.items), menu.tuesday.item].map((item) => item.id);
    expect(duplicates(ids)).toEqual([]);
  });

  it('serves wings by the dozen with four seasonings', () => {
    const wings = menu.sections.find((section) => section.id === 'starters')!.items.find((item) => item.id === 'wings');
    expect(wings).toBeDefined();
    expect(wings!.description).toMatch(/dozen/i);
    expect(wings!.choice?.options).toHaveLength(4);
    expect(new Set(wings!.choice!.options).size).toBe(4);
  });

  it('makes the Tuesday card a $7 soup', () => {
    expect(toCents(menu.tuesday.item.price)).toBe(700);
    expect(`${menu.tuesday.item.title} ${menu.tuesday.item.description}`).toMatch(/soup/i);
  });

  it('rejects out-of-range prices', () => {
    const cocktail = menu.sections[0].items[0];
    expect(problems(menuItemSchema('cocktails'), { ...cocktail, price: 11 })).not.toEqual([]);
    expect(problems(menuItemSchema('cocktails'), { ...cocktail, addOns: [{ label: 'Extra shot', price: 3 }] })).not.toEqual([]);
  });
});
