'use client';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Brand } from '@/content/brand';
import BrandIcon from './BrandIcon';
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

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Style of the tile surface and its label, per variant. */
function surfaceStyle(variant: BrandTileVariant, color: string) {
  return (theme: Theme): SystemStyleObject<Theme> => {
    switch (variant) {
      case 'brand': {
        const { background, foreground } = filledTileColors(color);
        return { bgcolor: background, color: foreground, boxShadow: 2 };
      }
      case 'dark':
        return {
          bgcolor: DARK_TILE,
          color: '#f5f7fa',
          boxShadow: 2,
          ...theme.applyStyles('dark', { outline: '1px solid rgba(255,255,255,0.14)', outlineOffset: -1 }),
        };
      case 'small':
        // A light tile in both colour schemes: the "small image" look of the original page.
        return { bgcolor: LIGHT_SURFACE, color: '#1a1f29', boxShadow: 2 };
      case 'badge':
        return {
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          justifyContent: 'flex-start',
          pt: 1.75,
        };
    }
  };
}

/** The glyph, with its colour chosen to stay visible on its tile. */
function TileGlyph({ brand, variant, color }: { brand: Brand; variant: BrandTileVariant; color: string }) {
  if (variant === 'badge') {
    const { background, foreground } = filledTileColors(color);
    return (
      <Box
        sx={{
          width: 52,
          height: 52,
          flexShrink: 0,
          borderRadius: 1.25,
          bgcolor: background,
          display: 'grid',
          placeItems: 'center',
          boxShadow: 'inset 0 0 0 1px rgba(127,127,127,0.25)',
        }}
      >
        <BrandIcon brand={brand} size={28} color={foreground} />
      </Box>
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
  return (
    <Box
      component="a"
      href={brand.url}
      target="_blank"
      rel="noopener noreferrer"
      data-variant={variant}
      sx={[
        {
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: variant === 'small' ? 0.75 : 1,
          px: 0.5,
          py: 1,
          minHeight: 96,
          borderRadius: 1.5,
          textDecoration: 'none',
          WebkitTapHighlightColor: 'transparent',
          transition: 'transform 120ms ease, box-shadow 120ms ease',
          '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
          '&:active': { transform: 'scale(0.97)' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:active': { transform: 'none' } },
        },
        square ? { aspectRatio: '1 / 1' } : {},
        surfaceStyle(variant, color),
      ]}
    >
      <TileGlyph brand={brand} variant={variant} color={color} />
      <Box
        component="span"
        sx={{
          fontSize: labelSize(brand.name, variant),
          fontWeight: 600,
          lineHeight: 1.2,
          textAlign: 'center',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {brand.name}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (åpnes i ny fane)
      </Box>
    </Box>
  );
}
