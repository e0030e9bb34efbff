import type { SimpleIcon } from 'simple-icons';

/** MUI symbols a fallback tile may show when simple-icons has no logo for a brand. */
export const BRAND_SYMBOLS = ['assistant', 'phone', 'radio', 'tv', 'bank', 'router'] as const;
export type BrandSymbol = (typeof BRAND_SYMBOLS)[number];

/** The parts of a simple-icons icon we draw (a 24×24 SVG path and the brand colour). */
export type BrandLogo = Pick<SimpleIcon, 'title' | 'path' | 'hex'>;

/**
 * One external service shown as a tile. With `logo` the tile draws the simple-icons glyph;
 * without it, a fallback badge in `color` showing `symbol` or `monogram` (default: initials).
 */
export type Brand = {
  /** Unique within its page. */
  id: string;
  /** Shown under the tile and used as the link's accessible name. */
  name: string;
  /** Where the tile goes; always https. */
  url: string;
  /** From simple-icons, e.g. `import { siSpotify } from 'simple-icons'`. */
  logo?: BrandLogo;
  /** Brand colour as #rrggbb; overrides the logo's own colour. Required without a logo. */
  color?: string;
  /** Fallback text (1–4 characters), e.g. "DNB". */
  monogram?: string;
  /** Fallback symbol, drawn instead of the monogram. */
  symbol?: BrandSymbol;
  /** Extra words the search field matches, e.g. ["nettbank"]. */
  keywords?: string[];
};
