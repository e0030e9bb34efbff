import type { Brand } from '@/content/brand';

/**
 * Helpers for brand tiles (shared by /links and /tiles). Colours: pick a foreground that stays readable on a brand colour,
 * and keep a brand-coloured glyph visible on light and dark surfaces (WCAG contrast maths).
 */

/** Surfaces the brand tiles sit on (the site theme's paper colours in light and dark mode). */
export const LIGHT_SURFACE = '#ffffff';
export const DARK_SURFACE = '#161b22';
/** Background of the "dark" tile style. */
export const DARK_TILE = '#16181d';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#abc", "abc", "#aabbcc" or "aabbcc" → "#aabbcc" (lower case). Throws on anything else. */
export function toHex(color: string): string {
  const match = HEX.exec(color.trim());
  if (!match) throw new Error(`Not a hex colour: ${color}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const hex = toHex(color);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the given background. */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}

/**
 * The brand colour when it stands out enough from the surface (3:1, the WCAG minimum for
 * graphics), otherwise black or white — e.g. TikTok's black logo turns white on a dark tile.
 */
export function glyphColorOn(brand: string, surface: string): string {
  return contrastRatio(brand, surface) >= 3 ? toHex(brand) : textColorOn(surface);
}

/** Scales each RGB channel by `factor` (0–1): a darker shade of the same hue. */
export function darken(color: string, factor: number): string {
  const hex = toHex(color);
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Background and foreground for a tile filled with a brand colour. Clearly light colours
 * (Snapchat yellow, Spotify green) keep their colour with black on top; every other colour
 * gets white on top, darkened just enough for white text to reach 4.5:1 — so red, pink and
 * blue tiles look like their brands instead of turning black-on-red.
 */
export function filledTileColors(color: string): { background: string; foreground: '#000000' | '#ffffff' } {
  const base = toHex(color);
  if (contrastRatio(base, '#000000') >= 9) return { background: base, foreground: '#000000' };
  let background = base;
  for (let factor = 0.98; contrastRatio(background, '#ffffff') < 4.5 && factor > 0; factor -= 0.02) {
    background = darken(base, factor);
  }
  return { background, foreground: '#ffffff' };
}

/** Used when a brand has neither a colour nor a logo (content validation should prevent it). */
export const DEFAULT_BRAND_COLOR = '#5f6b7a';

/** The brand's colour as #rrggbb: its own `color`, else the simple-icons colour. */
export function brandColor(brand: Pick<Brand, 'color' | 'logo'>): string {
  if (brand.color) return toHex(brand.color);
  if (brand.logo) return toHex(brand.logo.hex);
  return DEFAULT_BRAND_COLOR;
}

/** Fallback text for a brand without a logo: its monogram, else up to two initials. */
export function brandMonogram(brand: Pick<Brand, 'name' | 'monogram'>): string {
  if (brand.monogram) return brand.monogram;
  const words = brand.name.split(/[\s\-/]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toUpperCase();
}
