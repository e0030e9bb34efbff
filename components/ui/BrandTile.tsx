import type { CSSProperties } from 'react';
import type { Brand } from '@/content/brand';
import BrandIcon from './BrandIcon';
import styles from './BrandTile.module.css';
import { DARK_TILE, LIGHT_SURFACE, brandColor, filledTileColors, glyphColorOn } from './brand';

/**
 * - `badge`: a paper card with the logo on a rounded badge in the brand colour (link dashboard).
 * - `brand`: the whole tile in the brand colour.
 * - `dark`: a near-black tile with the logo in the brand colour (or white when too dark).
 * - `small`: a light tile (in both colour schemes) with a smaller logo in the brand colour.
 */
export type BrandTileVariant = 'badge' | 'brand' | 'dark' | 'small';

type BrandTileProps = {
  brand: Brand;
  variant?: BrandTileVariant;
  /** Square tiles (logo grids) or content height (dashboards). */
  square?: boolean;
};

/** The glyph, with its colour chosen to stay visible on its tile. */
function TileGlyph({ brand, variant, color }: { brand: Brand; variant: BrandTileVariant; color: string }) {
  if (variant === 'badge') {
    const { background, foreground } = filledTileColors(color);
    return (
      <span className={styles.badgeGlyph} style={{ '--tile-bg': background } as CSSProperties}>
        <BrandIcon brand={brand} size={28} color={foreground} />
      </span>
    );
  }
  if (variant === 'brand') return <BrandIcon brand={brand} size={40} color={filledTileColors(color).foreground} />;
  if (variant === 'dark') return <BrandIcon brand={brand} size={40} color={glyphColorOn(color, DARK_TILE)} />;
  return <BrandIcon brand={brand} size={30} color={glyphColorOn(color, LIGHT_SURFACE)} />;
}

/** Long single words ("Handelsbanken") get a smaller label instead of breaking mid-word. */
function labelSize(name: string, variant: BrandTileVariant): string {
  const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
  if (longestWord > 10) return '0.7rem';
  return variant === 'small' ? '0.8rem' : '0.85rem';
}

/** One external service as a tile: a plain link that opens in a new tab. */
export default function BrandTile({ brand, variant = 'badge', square = false }: BrandTileProps) {
  const color = brandColor(brand);
  const filled = variant === 'brand' ? filledTileColors(color) : null;
  const style = {
    '--label-size': labelSize(brand.name, variant),
    ...(filled ? { '--tile-bg': filled.background, '--tile-fg': filled.foreground } : {}),
  } as CSSProperties;
  return (
    <a
      href={brand.url}
      target="_blank"
      rel="noopener noreferrer"
      data-variant={variant}
      className={`${styles.tile} ${styles[variant]}${square ? ` ${styles.square}` : ''}`}
      style={style}
    >
      <TileGlyph brand={brand} variant={variant} color={color} />
      <span className={styles.label}>{brand.name}</span>
      <span className={styles.hidden}> (åpnes i ny fane)</span>
    </a>
  );
}
