/**
 * A party's secret santa screen against a real localdb with the real rules: two guests and the
 * host, each on a phone of their own (renderScreen with their own client).
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartySanta from '@/features/secretSanta/components/PartySanta';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';
import { keyedRoomSeed } from '@/__tests__/rules/helpers';

jest.setTimeout(60_000);

const PARTY = {
  settings: { name: 'Fest', private: true, created_by: 'vera' },
  names: { vera: 'Vera', olav: 'Olav', per: 'Per' },
};

describe('PartySanta', () => {
  const db = setupScreenDb('party-santa-ui', { users: ['vera', 'olav', 'per'] });
  const { clients } = db;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  async function seedParty(code: string) {
    for (const [path, value] of Object.entries(keyedRoomSeed('fest', code, PARTY))) await db.seed(path, value);
    await db.seed(`/members/fest/${code}`, { vera: 'x', olav: 'x', per: 'x' });
  }

  it('signs a guest up with their party name in one tap, and the host draws once two are in', async () => {
    await seedParty('PS1');
    const olav = renderScreen(<PartySanta code="PS1" />, { client: clients.olav });
    await userEvent.click(await olav.findByRole('button', { name: 'Meld meg på som Olav' }));
    expect(await olav.findByText('Du er påmeldt som Olav')).toBeInTheDocument();
    expect(olav.getByText('Du har ikke blitt tildelt person enda.')).toBeInTheDocument();
    // A guest has no draw controls.
    expect(olav.queryByRole('button', { name: 'Trekk' })).not.toBeInTheDocument();
    olav.unmount();

    const vera = renderScreen(<PartySanta code="PS1" />, { client: clients.vera });
    const draw = await vera.findByRole('button', { name: 'Trekk' });
    expect(draw).toBeDisabled();
    expect(vera.getByText('Trekningen trenger minst 2 påmeldte.')).toBeInTheDocument();
    await userEvent.click(await vera.findByRole('button', { name: 'Meld meg på som Vera' }));
    expect(await vera.findByText('2 påmeldte. Ikke trukket ennå.')).toBeInTheDocument();
    await userEvent.click(vera.getByRole('button', { name: 'Trekk' }));
    await waitFor(() => expect(vera.getByTestId('party-assignment')).toHaveTextContent('Hei Vera! Du skal gi gave til Olav.'));
    expect(vera.getByText('2 påmeldte. Trukket for 2 personer.')).toBeInTheDocument();
    expect(within(vera.getByRole('list', { name: 'Påmeldte' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Olav', 'Vera']);
  });

  it('tells someone not signed up that the draw is made, and lets the host cancel it as a whole', async () => {
    await seedParty('PS2');
    await db.seed('/fest_santa/PS2', {
      people: { vera: { name: 'Vera', at: 1 }, olav: { name: 'Olav', at: 1 } },
      count: 2,
      info: { at: 1, count: 2, seq: 1, first: 'vera' },
      draw: { vera: { uid: 'olav', name: 'Olav', i: 0, seq: 1 }, olav: { uid: 'vera', name: 'Vera', i: 1, seq: 1 } },
    });
    await db.seed('/fest_santa_taken/PS2', { olav: 'vera', vera: 'olav' });
    const per = renderScreen(<PartySanta code="PS2" />, { client: clients.per });
    expect(await per.findByText('Trekningen er gjort. Verten må avlyse den før noen kan melde seg på eller av.')).toBeInTheDocument();
    expect(per.queryByRole('button', { name: /Meld meg på/ })).not.toBeInTheDocument();
    per.unmount();

    renderScreen(<PartySanta code="PS2" />, { client: clients.vera });
    await waitFor(() => expect(screen.getByTestId('party-assignment')).toHaveTextContent('Hei Vera! Du skal gi gave til Olav.'));
    // The host's controls come with the party's host, a read of its own beside the assignment.
    await userEvent.click(await screen.findByRole('button', { name: 'Avlys trekningen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, avlys' }));
    expect(await screen.findByRole('button', { name: 'Trekk' })).toBeEnabled();
    expect(screen.getByText('Du har ikke blitt tildelt person enda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meld meg av' })).toBeInTheDocument();
  });

  it('lets the host take a guest off the list before the draw; a guest has no such button', async () => {
    await seedParty('PS3');
    await db.seed('/fest_santa/PS3', { people: { olav: { name: 'Olav', at: 1 }, per: { name: 'Per', at: 1 } }, count: 2 });
    const olav = renderScreen(<PartySanta code="PS3" />, { client: clients.olav });
    expect(await olav.findByText('Du er påmeldt som Olav')).toBeInTheDocument();
    expect(olav.queryByRole('button', { name: 'Ta av Per' })).not.toBeInTheDocument();
    olav.unmount();
    const vera = renderScreen(<PartySanta code="PS3" />, { client: clients.vera });
    await userEvent.click(await vera.findByRole('button', { name: 'Ta av Per' }));
    expect(await vera.findByText('1 påmeldt. Ikke trukket ennå.')).toBeInTheDocument();
    expect(within(vera.getByRole('list', { name: 'Påmeldte' })).queryByText('Per')).not.toBeInTheDocument();
    expect(vera.queryByRole('button', { name: 'Ta av Per' })).not.toBeInTheDocument();
  });
});
