import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LinkDashboard from '@/features/links/components/LinkDashboard';
import type { LinkGroup } from '@/content/links';
import { LINK_GROUPS as linkGroups } from '@/__tests__/fixtures/links';
import { renderScreen } from '@/__tests__/components/support/screen';

const groups: LinkGroup[] = [
  {
    id: 'verktoy',
    title: 'Verktøy',
    items: [
      { id: 'google', name: 'Google', url: 'https://www.google.com/', logo: { title: 'Google', hex: '4285F4', path: 'M0 0h24v24H0z' } },
      { id: '1881', name: '1881', url: 'https://www.1881.no/', color: '#e4032e', monogram: '1881', keywords: ['telefonkatalog'] },
    ],
  },
  {
    id: 'bank',
    title: 'Bank',
    items: [
      { id: 'dnb', name: 'DNB', url: 'https://www.dnb.no/', color: '#007272', keywords: ['nettbank'] },
      { id: 'handelsbanken', name: 'Handelsbanken', url: 'https://www.handelsbanken.se/', color: '#005aa0' },
    ],
  },
];

function sectionNames() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('LinkDashboard', () => {
  it('shows every group with its tiles under the right heading', () => {
    renderScreen(<LinkDashboard groups={linkGroups} />);
    expect(sectionNames()).toEqual(['Verktøy', 'Sosialt', 'TV og film', 'Bank']);
    const bank = screen.getByRole('region', { name: 'Bank' });
    expect(within(bank).getByRole('link', { name: /^DNB/ })).toHaveAttribute('href', 'https://www.dnb.no/');
    expect(within(bank).queryByRole('link', { name: /NRK/ })).toBeNull();
    const total = linkGroups.reduce((sum, group) => sum + group.items.length, 0);
    expect(screen.getAllByRole('link')).toHaveLength(total);
  });

  it('opens every tile in a new tab without handing over window.opener', () => {
    renderScreen(<LinkDashboard groups={linkGroups} />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('names each link after its site and says it opens a new tab', () => {
    renderScreen(<LinkDashboard groups={groups} />);
    expect(screen.getByRole('link', { name: 'Handelsbanken (åpnes i ny fane)' })).toBeInTheDocument();
  });

  it('filters tiles as you type, ignoring case and diacritics, and hides empty groups', async () => {
    const user = userEvent.setup();
    renderScreen(<LinkDashboard groups={groups} />);
    const search = screen.getByRole('searchbox', { name: /søk/i });
    expect(search).toHaveAttribute('placeholder', 'Søk …');

    await user.type(search, 'HÄNDELS');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://www.handelsbanken.se/']);
    expect(sectionNames()).toEqual(['Bank']);

    await user.clear(search);
    await user.type(search, 'telefonkatalog');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /1881/ })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Verktøy']);

    await user.clear(search);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(sectionNames()).toEqual(['Verktøy', 'Bank']);
  });

  it('says "Ingenting å vise her" when nothing matches, and only then', async () => {
    const user = userEvent.setup();
    renderScreen(<LinkDashboard groups={groups} />);
    expect(screen.queryByText('Ingenting å vise her')).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'xyzzy');
    expect(screen.getByText('Ingenting å vise her')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(sectionNames()).toEqual([]);
  });

  it('has no forms or password fields', () => {
    const { container } = renderScreen(<LinkDashboard groups={linkGroups} />);
    expect(container.querySelector('form, input[type="password"]')).toBeNull();
  });
});
