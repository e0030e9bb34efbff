import { screen } from '@testing-library/react';
import { siSpotify } from 'simple-icons';
import BrandIcon from '@/components/ui/BrandIcon';
import BrandTile from '@/components/ui/BrandTile';
import {
  brandColor,
  brandMonogram,
  contrastRatio,
  filledTileColors,
  glyphColorOn,
  textColorOn,
  toHex,
} from '@/components/ui/brand';
import { renderScreen } from '@/__tests__/components/support/screen';

describe('brand colour helpers', () => {
  it('parses short and long hex, with or without #', () => {
    expect(toHex('#ABC')).toBe('#aabbcc');
    expect(toHex('1ED760')).toBe('#1ed760');
    expect(() => toHex('red')).toThrow();
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('puts black on light colours and white on dark ones', () => {
    expect(textColorOn('#FFFC00')).toBe('#000000');
    expect(textColorOn('#0000a0')).toBe('#ffffff');
  });

  it('keeps a brand glyph visible on its surface', () => {
    expect(glyphColorOn('#E50914', '#16181d')).toBe('#e50914');
    expect(glyphColorOn('#000000', '#16181d')).toBe('#ffffff');
    expect(glyphColorOn('#FFFC00', '#ffffff')).toBe('#000000');
  });

  it('gives filled tiles readable text, darkening mid-tones for white', () => {
    for (const color of ['#FF0000', '#FF0069', '#4285F4', '#7AB55C', '#FFFC00', '#1ED760', '#000000', '#ff5f00']) {
      const { background, foreground } = filledTileColors(color);
      expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(4.5);
    }
    expect(filledTileColors('#FFFC00')).toEqual({ background: '#fffc00', foreground: '#000000' });
    expect(filledTileColors('#0000a0')).toEqual({ background: '#0000a0', foreground: '#ffffff' });
    expect(filledTileColors('#FF0000').foreground).toBe('#ffffff');
  });

  it('takes the brand colour from content, then from the logo', () => {
    expect(brandColor({ color: '#007272', logo: siSpotify })).toBe('#007272');
    expect(brandColor({ logo: siSpotify })).toBe('#1ed760');
  });

  it('derives a monogram from the name when none is given', () => {
    expect(brandMonogram({ name: 'Sveriges Radio' })).toBe('SR');
    expect(brandMonogram({ name: 'nordea' })).toBe('N');
    expect(brandMonogram({ name: 'SpareBank 1', monogram: 'SB1' })).toBe('SB1');
    expect(brandMonogram({ name: 'Disney+ Hotstar / Plus' })).toBe('DH');
  });
});

describe('BrandIcon', () => {
  it('draws the simple-icons path when there is a logo', () => {
    const { container } = renderScreen(<BrandIcon brand={{ name: 'Spotify', logo: siSpotify }} size={24} color="#000" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('path')).toHaveAttribute('d', siSpotify.path);
  });

  it('falls back to a monogram, or a symbol when one is chosen', () => {
    const { container, rerender } = renderScreen(<BrandIcon brand={{ name: 'Den Norske Bank' }} size={24} color="#fff" />);
    expect(container.querySelector('[data-brand-icon="monogram"]')).toHaveTextContent('DN');
    rerender(<BrandIcon brand={{ name: 'Sveriges Radio', symbol: 'radio' }} size={24} color="#fff" />);
    expect(container.querySelector('[data-brand-icon="symbol"]')).not.toBeNull();
    expect(container).not.toHaveTextContent('SR');
  });
});

describe('BrandTile', () => {
  it('is a plain new-tab link named after the brand', () => {
    renderScreen(<BrandTile brand={{ id: 'dnb', name: 'DNB', url: 'https://www.dnb.no/', color: '#007272' }} />);
    const link = screen.getByRole('link', { name: 'DNB (åpnes i ny fane)' });
    expect(link).toHaveAttribute('href', 'https://www.dnb.no/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
