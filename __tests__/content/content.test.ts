/**
 * The hand-edited content files against the schemas the route pages check them with while the
 * site is exported (content/schema.ts): the real content passes, and the mistakes an editor
 * makes fail the build with the field named.
 */
import { linkGroups } from '@/content/links';
import { menu } from '@/content/menu';
import {
  checkContent,
  contentProblems,
  linkGroupsSchema,
  menuItemSchema,
  menuSchema,
  tilesSchema,
} from '@/content/schema';
import { tiles } from '@/content/tiles';
import { toCents } from '@/content/prices';

const clone = <T,>(value: T): T => structuredClone(value);

describe('content/links.ts', () => {
  it('passes the check the /links page runs at build time', () => {
    expect(contentProblems(linkGroupsSchema, linkGroups)).toEqual([]);
    expect(checkContent('content/links.ts', linkGroupsSchema, linkGroups)).toBe(linkGroups);
  });

  it('fails the build naming the file and the field of a bad link', () => {
    const bad = clone(linkGroups);
    bad[1].items[0].url = 'http://facebook.com/';
    expect(() => checkContent('content/links.ts', linkGroupsSchema, bad)).toThrow(/content\/links\.ts is invalid:\n {2}1\.items\.0\.url: /);
  });

  it('refuses a tile without logo or colour, a bad id, an empty, missing or reordered group and duplicate ids', () => {
    const noColour = clone(linkGroups);
    noColour[0].items[0] = { id: 'x', name: 'X', url: 'https://x.no/' };
    const badId = clone(linkGroups);
    badId[0].items[0].id = 'Chat GPT';
    const empty = clone(linkGroups);
    empty[3].items = [];
    const twice = clone(linkGroups);
    twice[2].items.push(clone(twice[0].items[0]));
    for (const data of [noColour, badId, empty, linkGroups.slice(0, 3), [...linkGroups].reverse(), twice]) {
      expect(contentProblems(linkGroupsSchema, data)).not.toEqual([]);
    }
  });

  it('heads its groups Verktøy, Sosialt, TV / Streaming and Bank, in that order', () => {
    expect(linkGroups.map((group) => group.title)).toEqual(['Verktøy', 'Sosialt', 'TV / Streaming', 'Bank']);
  });

  it('has several Norwegian and Swedish banks', () => {
    const bankHosts = linkGroups.find((group) => group.id === 'bank')!.items.map((item) => new URL(item.url).hostname);
    expect(bankHosts.filter((host) => host.endsWith('.no')).length).toBeGreaterThanOrEqual(2);
    expect(bankHosts.filter((host) => host.endsWith('.se')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('content/tiles.ts', () => {
  it('passes the check the /tiles page runs at build time', () => {
    expect(contentProblems(tilesSchema, tiles)).toEqual([]);
  });

  it('refuses another number of tiles, unknown styles or fields, and duplicate ids', () => {
    expect(contentProblems(tilesSchema, tiles.slice(1))).not.toEqual([]);
    expect(contentProblems(tilesSchema, [...tiles, clone(tiles[0])])).not.toEqual([]);
    expect(contentProblems(tilesSchema, [{ ...tiles[0], style: 'neon' }, ...tiles.slice(1)])).not.toEqual([]);
    expect(contentProblems(tilesSchema, [{ ...tiles[0], colour: '#ffffff' }, ...tiles.slice(1)])).not.toEqual([]);
    expect(contentProblems(tilesSchema, [clone(tiles[1]), ...tiles.slice(1)])).toEqual(['(root): duplicate id "' + tiles[1].id + '"']);
  });

  it('has the 13 tiles the page shows', () => {
    expect(tiles).toHaveLength(13);
  });

  it('mixes dark tiles and small-image tiles', () => {
    const styles = new Set(tiles.map((tile) => tile.style));
    expect(styles.has('dark')).toBe(true);
    expect(styles.has('small')).toBe(true);
  });
});

describe('content/menu.ts', () => {
  it('passes the check the /menu page runs at build time, every price inside its section range (SPEC §9)', () => {
    expect(contentProblems(menuSchema, menu)).toEqual([]);
  });

  it('refuses out-of-range prices and add-ons, and an id used twice', () => {
    const cocktail = menu.sections[0].items[0];
    expect(contentProblems(menuItemSchema('cocktails'), { ...cocktail, price: 11 })).not.toEqual([]);
    expect(contentProblems(menuItemSchema('cocktails'), { ...cocktail, addOns: [{ label: 'Extra shot', price: 3 }] })).not.toEqual([]);
    const twice = clone(menu);
    twice.sections[2].items.push(clone(twice.sections[1].items[0]));
    twice.sections[2].items.at(-1)!.price = twice.sections[2].items[0].price;
    expect(contentProblems(menuSchema, twice)).toEqual([`(root): duplicate id "${menu.sections[1].items[0].id}"`]);
  });

  it('serves wings by the dozen with four seasonings', () => {
    const wings = menu.sections.find((section) => section.id === 'starters')!.items.find((item) => item.id === 'wings');
    expect(wings!.description).toMatch(/dozen/i);
    expect(new Set(wings!.choice!.options).size).toBe(4);
    expect(wings!.choice!.options).toHaveLength(4);
    expect(wings!.choice).toEqual({ label: 'Seasonings', options: ['Buffalo', 'Lemon Pepper', 'Honey Garlic', 'Cajun Dry Rub'] });
  });

  it('has the sections Cocktails, Starters and Main Plates, then the Tuesday Only card', () => {
    expect([...menu.sections.map((section) => section.title), menu.tuesday.title]).toEqual(['Cocktails', 'Starters', 'Main Plates', 'Tuesday Only']);
  });

  it('makes the Tuesday card a $7 soup', () => {
    expect(toCents(menu.tuesday.item.price)).toBe(700);
    expect(`${menu.tuesday.item.title} ${menu.tuesday.item.description}`).toMatch(/soup/i);
  });
});
