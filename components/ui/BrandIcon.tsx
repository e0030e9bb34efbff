import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import RadioOutlined from '@mui/icons-material/RadioOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import type { Brand, BrandSymbol } from '@/content/brand';
import { brandMonogram } from './brand';

const SYMBOLS: Record<BrandSymbol, typeof SvgIcon> = {
  assistant: SmartToyOutlined,
  phone: PhoneInTalkOutlined,
  radio: RadioOutlined,
  tv: LiveTvOutlined,
  bank: AccountBalanceOutlined,
  router: RouterOutlined,
};

/** Monogram font size in 24×24 viewBox units, so 1 to 4 characters all fit. */
const MONOGRAM_SIZE = [15, 15, 12, 9.5, 8.4];

type BrandIconProps = {
  brand: Pick<Brand, 'name' | 'logo' | 'monogram' | 'symbol'>;
  /** Edge length in px. */
  size: number;
  /** Glyph colour (any CSS colour). */
  color: string;
};

/**
 * A brand's glyph, decorative (the surrounding link carries the name): the simple-icons logo
 * when there is one, else the fallback symbol, else a monogram.
 */
export default function BrandIcon({ brand, size, color }: BrandIconProps) {
  if (brand.logo) {
    return (
      <Glyph size={size} kind="logo" fill={color}>
        <path d={brand.logo.path} />
      </Glyph>
    );
  }
  if (brand.symbol) {
    const SymbolIcon = SYMBOLS[brand.symbol];
    return (
      <SymbolIcon
        aria-hidden="true"
        data-brand-icon="symbol"
        sx={{ fontSize: size, color, display: 'block', flexShrink: 0 }}
      />
    );
  }
  const text = brandMonogram(brand);
  return (
    <Glyph size={size} kind="monogram">
      <text
        x="12"
        y="12"
        textAnchor="middle"
        dominantBaseline="central"
        fill={color}
        fontSize={MONOGRAM_SIZE[Math.min(text.length, 4)]}
        fontWeight={800}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        letterSpacing={text.length > 2 ? -0.3 : 0}
      >
        {text}
      </text>
    </Glyph>
  );
}

/** The 24×24 decorative frame both the logo and the monogram are drawn in. */
function Glyph({
  size,
  kind,
  fill,
  children,
}: {
  size: number;
  kind: 'logo' | 'monogram';
  fill?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={fill}
      aria-hidden="true"
      focusable="false"
      data-brand-icon={kind}
      style={{ display: 'block', flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}
