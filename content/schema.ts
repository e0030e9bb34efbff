/**
 * The rules the hand-edited content files must follow. The route pages check their content with
 * `checkContent` while the site is exported, so a typo in content/ fails `next build` with the
 * bad field named instead of shipping a broken page. Only server components import this file:
 * zod never reaches the browser.
 */
import { z } from 'zod';
import { isPriceInRange, type PriceKind } from './prices';
import { BRAND_SYMBOLS } from './brand';
import { DRINK_COLOURS } from './drinks';
import { TILE_COUNT, TILE_STYLES } from './tiles';

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

export const brandSchema = brandObject.refine((brand) => brand.logo || brand.color, needsColor);

function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: `duplicate id "${item.id}"` });
    seen.add(item.id);
  }
}

function group<Id extends string>(groupId: Id, title: string) {
  return z.object({ id: z.literal(groupId), title: z.literal(title), items: z.array(brandSchema).min(1) }).strict();
}

/** The four groups of SPEC.md, in order, none empty; ids unique across the page. */
export const linkGroupsSchema = z
  .tuple([group('verktoy', 'Verktøy'), group('sosialt', 'Sosialt'), group('tv', 'TV / Streaming'), group('bank', 'Bank')])
  .superRefine((groups, ctx) => uniqueIds(groups.flatMap((g) => g.items), ctx));

export const tileSchema = brandObject
  .extend({ style: z.enum(TILE_STYLES) })
  .strict()
  .refine((tile) => tile.logo || tile.color, needsColor);

/** Exactly TILE_COUNT tiles with unique ids. */
export const tilesSchema = z.array(tileSchema).length(TILE_COUNT).superRefine(uniqueIds);

function priceIn(kind: PriceKind) {
  return z.number().refine((price) => isPriceInRange(price, kind), { message: `price outside the ${kind} range` });
}

const addOnSchema = z.object({ label: z.string().trim().min(1), price: priceIn('addOn') }).strict();

export function menuItemSchema(kind: PriceKind) {
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

/** The three sections and the Tuesday card; every price inside its section's range (SPEC §9). */
export const menuSchema = z
  .object({
    sections: z.tuple([
      z.object({ id: z.literal('cocktails'), title: z.literal('Cocktails'), items: z.array(menuItemSchema('cocktails')).min(1) }),
      z.object({ id: z.literal('starters'), title: z.literal('Starters'), items: z.array(menuItemSchema('starters')).min(1) }),
      z.object({ id: z.literal('mains'), title: z.literal('Main Plates'), items: z.array(menuItemSchema('mains')).min(1) }),
    ]),
    tuesday: z
      .object({ id: z.literal('tuesday'), title: z.literal('Tuesday Only'), note: z.string().min(1), item: menuItemSchema('tuesday') })
      .strict(),
  })
  .strict()
  .superRefine((menu, ctx) => uniqueIds([...menu.sections.flatMap((s) => s.items), menu.tuesday.item], ctx));

/** The bar calculator's drinks: whole kroner in øre, palette colours, unique ids and names. */
export const drinksSchema = z
  .array(
    z
      .object({
        id: id.max(40),
        name: z.string().trim().min(1).max(30),
        priceOre: z.number().int().positive().multipleOf(100, 'prices are whole kroner, in øre'),
        colour: z.enum(DRINK_COLOURS),
      })
      .strict(),
  )
  .min(1)
  .superRefine(uniqueIds)
  .superRefine((drinks, ctx) => {
    if (new Set(drinks.map((d) => d.name)).size !== drinks.length) ctx.addIssue({ code: 'custom', message: 'duplicate drink name' });
  });

/** Every problem of `data`, as "path: message" (empty when it is valid). */
export function contentProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** Returns `data` unchanged when it is valid; otherwise throws, naming the file and every problem. */
export function checkContent<T>(file: string, schema: z.ZodType, data: T): T {
  const problems = contentProblems(schema, data);
  if (problems.length > 0) throw new Error(`${file} is invalid:\n  ${problems.join('\n  ')}`);
  return data;
}
