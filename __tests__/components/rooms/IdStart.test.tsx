// The start pages' shared parts without a database: the recent list from localStorage and the
// open-by-id box.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenByIdBox, RECENT_EMPTY_TEXT, RecentList } from '@/components/rooms/IdStart';
import { rememberRecent } from '@/components/rooms/useRecent';
import { recentStorageKey } from '@/lib/rooms/recent';
import { renderScreen } from '../support/screen';

const openPage = jest.fn();
jest.mock('@/components/rooms/navigate', () => ({ openPage: (href: string) => openPage(href) }));
// The invite dialog is loaded on demand in the app; not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);

beforeEach(() => {
  window.localStorage.clear();
  openPage.mockClear();
});

describe('RecentList', () => {
  it('says when this phone has none, and shows one as soon as it is remembered', () => {
    renderScreen(<RecentList kind="fridge" />);
    expect(screen.getByText(RECENT_EMPTY_TEXT)).toBeInTheDocument();
    act(() => rememberRecent('fridge', 'glad-elg-1234', 'Hytta'));
    expect(screen.getByRole('link', { name: /Hytta/ })).toHaveAttribute('href', '/fridge/glad-elg-1234/');
  });

  it('lists newest first, keeps kinds apart, survives junk in storage, and forgets one on request', async () => {
    window.localStorage.setItem(recentStorageKey('quest'), '{broken');
    window.localStorage.setItem(
      recentStorageKey('fridge'),
      JSON.stringify([
        { id: 'a', name: 'Gammel', at: 1 },
        { id: 'b', name: 'Ny', at: 5 },
      ]),
    );
    const { unmount } = renderScreen(<RecentList kind="fridge" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Nyb', 'Gammela']);
    await userEvent.click(screen.getByRole('button', { name: 'Glem Ny' }));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fridge/a/']);
    expect(JSON.parse(window.localStorage.getItem(recentStorageKey('fridge'))!)).toHaveLength(1);
    unmount();
    renderScreen(<RecentList kind="quest" />);
    expect(screen.getByText(RECENT_EMPTY_TEXT)).toBeInTheDocument();
  });
});

describe('OpenByIdBox', () => {
  const box = () => renderScreen(<OpenByIdBox route="quest" label="Romkode" isValid={(id) => /^[a-z-]+$/.test(id)} invalidText="Ugyldig kode." />);

  it('opens the id typed, or the id inside a pasted link', async () => {
    box();
    await userEvent.type(screen.getByLabelText('Romkode'), ' drage-hule ');
    await userEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(openPage).toHaveBeenLastCalledWith('/quest/drage-hule/');
    await userEvent.clear(screen.getByLabelText('Romkode'));
    await userEvent.type(screen.getByLabelText('Romkode'), 'https://x.web.app/quest/glad-elg/');
    await userEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(openPage).toHaveBeenLastCalledWith('/quest/glad-elg/');
  });

  it('says what is wrong instead of leaving the page', async () => {
    box();
    await userEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(screen.getByText('Skriv inn romkode.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Romkode'), 'Æ/Ø');
    await userEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(screen.getByText('Ugyldig kode.')).toBeInTheDocument();
    expect(openPage).not.toHaveBeenCalled();
  });
});
