/**
 * The fridge screen against a real localdb with the real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fridge } from '@/features/fridge/components/FridgeScreen';
import { localDay } from '@/features/fridge/lib/expiry';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localDay(d);
};
const item = (id: string, name: string, quantity: number, category: number, days: number) => ({
  id, name, quantity, quantityType: 'Stk', category, shelf: '', barcode: '', expiration_date: inDays(days),
  avaliable: quantity > 0, date_added: 1, added_by: 'x',
});

describe('Fridge screen', () => {
  const db = setupScreenDb('fridge-ui', { users: ['u1'], seed: { '/fridge/categories': { 1: 'Meieri', 2: 'Kjøtt', 4: 'Diverse' } } });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the SPEC text for an unknown id, and creates the fridge by that id', async () => {
    renderScreen(<Fridge id="ukjent-1" />, { client: db.clients.u1, uid: 'u1' });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    expect(await screen.findByText('Fant ingen kjøleskap med id: ukjent-1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lag kjøleskap' }));
    expect(await screen.findByText('Skriv inn et navn på kjøleskapet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Navn på kjøleskapet'), 'Hytta');
    await userEvent.click(screen.getByRole('button', { name: 'Lag kjøleskap' }));
    expect(await screen.findByRole('heading', { name: 'Hytta' })).toBeInTheDocument();
    expect(screen.getByText('Ingenting å vise her')).toBeInTheDocument();
  });

  it('groups items in tables by category, coloured by availability and expiry, with Norwegian dates', async () => {
    await db.seed('/fridge/f2', {
      info: { name: 'Hjemme', created_at: 1, created_by: 'x' },
      stock: {
        a: item('a', 'Melk', 2, 1, 10),
        b: item('b', 'Yoghurt', 1, 1, 2),
        c: item('c', 'Kylling', 1, 2, -1),
        d: item('d', 'Epler', 0, 4, 30),
      },
    });
    renderScreen(<Fridge id="f2" />, { client: db.clients.u1, uid: 'u1' });
    const meieri = await screen.findByRole('region', { name: 'Meieri' });
    const rows = within(meieri).getAllByTestId('stock-row');
    expect(rows.map((r) => [within(r).getByText(/Melk|Yoghurt/).textContent, r.dataset.colour])).toEqual([
      ['Melk', 'green'],
      ['Yoghurt', 'yellow'],
    ]);
    const [y, m, d] = inDays(10).split('-');
    expect(within(rows[0]).getByText(new RegExp(`Best før ${d}\\.${m}\\.${y}`))).toBeInTheDocument();
    expect(within(rows[1]).getByText('Går ut om 2 dager')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kjøtt' })).getByTestId('stock-row').dataset.colour).toBe('red');
    expect(within(screen.getByRole('region', { name: 'Diverse' })).getByTestId('stock-row').dataset.colour).toBe('red');
  });

  it('add, remove and the switch change the stored quantity and availability', async () => {
    await db.seed('/fridge/f3', { info: { name: 'K', created_at: 1, created_by: 'x' }, stock: { a: item('a', 'Ost', 1, 1, 10) } });
    renderScreen(<Fridge id="f3" />, { client: db.clients.u1, uid: 'u1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Legg til én Ost' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/f3/stock/a/quantity')).toBe(2));
    expect(await screen.findByText('2 Stk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Ost tilgjengelig' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/f3/stock/a')).toMatchObject({ quantity: 0, avaliable: false }));
    expect(screen.getByRole('button', { name: 'Fjern én Ost' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Ost tilgjengelig' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/f3/stock/a')).toMatchObject({ quantity: 1, avaliable: true }));
  });

  it('the add form toggles open, says what is missing when its button is tapped too early, and adds', async () => {
    await db.seed('/fridge/f4', { info: { name: 'K', created_at: 1, created_by: 'x' } });
    renderScreen(<Fridge id="f4" />, { client: db.clients.u1, uid: 'u1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Legg til vare' }));
    // The form's code loads apart from the screen (parts.tsx).
    const form = await screen.findByRole('form', { name: 'Legg til vare' });
    const add = within(form).getByRole('button', { name: 'Legg til' });
    // No expiry unless one is picked (a default of today marked every item «Går ut i dag»).
    expect(within(form).getByLabelText(/Utløpsdato/)).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /Kategori/ })).toHaveTextContent('Diverse');
    expect(within(form).getByRole('combobox', { name: /Enhet/ })).toHaveTextContent('Stk');
    // Tappable from the start; a tap without a name says so under the field and writes nothing.
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(await within(form).findByText('Skriv inn navnet på varen.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Navn/), 'Smør');
    expect(within(form).queryByText('Skriv inn navnet på varen.')).toBeNull();
    await userEvent.clear(within(form).getByLabelText(/Antall/));
    await userEvent.click(add);
    expect(await within(form).findByText('Skriv inn antall.')).toBeInTheDocument();
    expect(await db.readAsOwner('/fridge/f4/stock')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/Antall/), 'tre');
    await userEvent.click(add);
    expect(await within(form).findByText('Antall må være et helt tall (0 eller mer).')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Antall/));
    await userEvent.type(within(form).getByLabelText(/Antall/), '10000');
    await userEvent.click(add);
    expect(await within(form).findByText('Antall kan være høyst 9999.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Antall/));
    await userEvent.type(within(form).getByLabelText(/Antall/), '3');
    await userEvent.click(add);
    const diverse = await screen.findByRole('region', { name: 'Diverse' });
    expect(within(diverse).getByText('Smør')).toBeInTheDocument();
    expect(within(diverse).getByText('3 Stk')).toBeInTheDocument();
    expect(within(diverse).queryByText(/Går ut/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Legg til vare' })).not.toBeInTheDocument());
  });
});
