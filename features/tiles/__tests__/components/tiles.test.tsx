import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LogoTiles from '@/features/tiles/components/LogoTiles';
import { TILES as tiles } from '@/__tests__/fixtures/tiles';
import { renderScreen } from '@/__tests__/components/support/screen';

describe('LogoTiles', () => {
  it('shows every tile on the backdrop as a link opening in a new tab', () => {
    renderScreen(<LogoTiles tiles={tiles} />);
    const backdrop = screen.getByTestId('tile-backdrop');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(tiles.length);
    for (const [index, link] of links.entries()) {
      expect(backdrop).toContainElement(link);
      expect(link).toHaveAttribute('href', tiles[index].url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(`${tiles[index].name} (åpnes i ny fane)`);
    }
  });

  it('draws each tile in the style its content asks for', () => {
    renderScreen(<LogoTiles tiles={tiles} />);
    const styles = screen.getAllByRole('link').map((link) => link.getAttribute('data-variant'));
    expect(styles).toEqual(tiles.map((tile) => tile.style));
  });

  it('filters by name and keyword, case- and diacritics-insensitively', async () => {
    const user = userEvent.setup();
    renderScreen(<LogoTiles tiles={tiles} />);
    const search = screen.getByRole('searchbox');

    await user.type(search, 'NETFLÍX');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringMatching(/^Netflix/)]);

    await user.clear(search);
    await user.type(search, 'musikk');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://open.spotify.com/']);
  });

  it('shows "Ingenting å vise her" when no tile matches', async () => {
    const user = userEvent.setup();
    renderScreen(<LogoTiles tiles={tiles} />);
    await user.type(screen.getByRole('searchbox'), 'qqq');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Ingenting å vise her')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    expect(screen.getAllByRole('link')).toHaveLength(tiles.length);
    expect(screen.queryByText('Ingenting å vise her')).toBeNull();
  });
});
