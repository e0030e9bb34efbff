// Card background colours (SPEC.md §9): a random 24-bit colour, default #004499.

export const DEFAULT_CARD_COLOR = '#004499';

export function randomColor(random: () => number = Math.random): string {
  const value = Math.floor(random() * 0x1000000) % 0x1000000;
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** Black or white text, whichever reads better on `background` (#rrggbb). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#ffffff';
  // Relative luminance (WCAG 2), compared with the point where both contrasts are equal.
  const [r, g, b] = match.slice(1).map((hex) => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
