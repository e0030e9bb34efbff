// The home page's «Bli med»: a plain form that loads its live part when the guest
// turns to it, and opens the room a code names whatever the game, offers the choices for an old
// code two games share, and says why when the box is empty or the code unknown.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import type { JoinByCodeActions, JoinChoice } from '@/features/home/components/JoinByCodeLive';
import { renderScreen } from '@/__tests__/components/support/screen';

const openPage = jest.fn();
jest.mock('@/components/rooms/navigate', () => ({ openPage: (...args: unknown[]) => openPage(...args) }));

const lookups: string[] = [];
let rooms: Record<string, JoinChoice[]> = {};
let liveMounted = 0;
jest.mock('@/features/home/components/JoinByCodeLive', () => ({
  __esModule: true,
  default: function FakeLive({ actions }: { actions: LiveActions<JoinByCodeActions> }) {
    useEffect(() => {
      liveMounted += 1;
      actions.provide({
        find: async (typed) => {
          lookups.push(typed);
          return rooms[typed.replace(/\s/g, '').toUpperCase()] ?? [];
        },
      });
    }, [actions]);
    return null;
  },
}));

import JoinByCode from '@/features/home/components/JoinByCode';

const room = (game: JoinChoice['game'], code: string, name: string, title: string): JoinChoice => ({
  game,
  code,
  title,
  room: { code, name, creatorName: 'Kari', createdBy: 'u', private: false, createdAt: 1, activeAt: 1 },
});

beforeEach(() => {
  openPage.mockClear();
  lookups.length = 0;
  liveMounted = 0;
  rooms = {
    KQX7M: [room('cah', 'KQX7M', 'Kortkveld', 'Cah')],
    QH9O6: [room('proost', 'qh9O6', 'Gammel fest', 'Proost'), room('battleshots', 'qh9O6', 'Gammelt slag', 'Battleshots')],
  };
});

test('loads nothing live until the guest turns to the box', async () => {
  renderScreen(<JoinByCode />);
  expect(liveMounted).toBe(0);
  await userEvent.click(screen.getByLabelText('Kode til fest eller rom'));
  await waitFor(() => expect(liveMounted).toBe(1));
});

test('an empty box says why nothing happens', async () => {
  renderScreen(<JoinByCode />);
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(await screen.findByText('Skriv romkoden først.')).toBeInTheDocument();
  expect(lookups).toEqual([]);
  expect(openPage).not.toHaveBeenCalled();
});

test('opens the one room a code names, typed in lower case with spaces, whatever the game', async () => {
  renderScreen(<JoinByCode />);
  await userEvent.type(screen.getByLabelText('Kode til fest eller rom'), 'kqx 7m');
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/cah/KQX7M/'));
});

test('an unknown code says so in the rooms\' words', async () => {
  renderScreen(<JoinByCode />);
  await userEvent.type(screen.getByLabelText('Kode til fest eller rom'), 'zzzz2');
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(await screen.findByText('Fant ikke noe rom med koden «zzzz2». Sjekk koden og prøv igjen.')).toBeInTheDocument();
  expect(openPage).not.toHaveBeenCalled();
});

test('an old code two games share offers both as links', async () => {
  renderScreen(<JoinByCode />);
  await userEvent.type(screen.getByLabelText('Kode til fest eller rom'), 'qh9O6');
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(await screen.findByText('Koden finnes i flere spill. Velg hvilket:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Proost: «Gammel fest»' })).toHaveAttribute('href', '/proost/qh9O6/');
  expect(screen.getByRole('link', { name: 'Battleshots: «Gammelt slag»' })).toHaveAttribute('href', '/battleshots/qh9O6/');
  expect(openPage).not.toHaveBeenCalled();
  // Typing again takes the choices away.
  await userEvent.type(screen.getByLabelText('Kode til fest eller rom'), 'x');
  expect(screen.queryByRole('link', { name: /Gammel fest/ })).not.toBeInTheDocument();
});
