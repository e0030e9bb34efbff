/**
 * The way back on the household screens: «Besvart» undone and reopened, a
 * fridge item edited and deleted with «Angre» (and the edit mark only for author or creator), a
 * secret santa sign-up withdrawn and undone, and one's own assignment shown without the code.
 * Real localdb, real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fridge } from '@/features/fridge/components/FridgeScreen';
import { QuestionBoard } from '@/features/questions/components/QuestionBoardScreen';
import SantaDrawAdmin from '@/features/secretSanta/components/SantaDrawAdmin';
import { SecretSanta } from '@/features/secretSanta/components/SecretSantaScreen';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '../support/screen';

let uid = 'ann';
jest.setTimeout(60_000);

// Added on 2026-11-01: the rules take `date_added` as 0 (unknown) or a time since 2010, and
// «Angre» puts an item back with its own date.
const ADDED = Date.UTC(2026, 10, 1);
const item = (id: string, name: string, addedBy: string) => ({
  id, name, quantity: 2, quantityType: 'Stk', category: 1, shelf: '', barcode: '', expiration_date: '2030-01-01',
  avaliable: true, date_added: ADDED, added_by: addedBy,
});

describe('undo on the household screens', () => {
  const db = setupScreenDb('undo-ui', { users: ['ann', 'bob'], seed: { '/fridge/categories': { 1: 'Meieri', 4: 'Diverse' } } });
  const { clients } = db;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('question board: «Besvart» offers «Angre», and an answered card can go back to the board', async () => {
    uid = 'ann';
    await db.seed('/questions', { q1: { to: 'Per', text: 'Kaffe?', from: 'Kari', answered: false, created_at: 1, created_by: 'bob' } });
    renderScreen(<QuestionBoard />, { client: clients.ann, uid: uid });
    await userEvent.click(await screen.findByRole('button', { name: 'Besvart: Kaffe?' }));
    await waitFor(async () => expect(await db.readAsOwner('/questions/q1/answered')).toBe(true));
    expect(await screen.findByText('Merket som besvart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner('/questions/q1/answered')).toBe(false));
    expect(await screen.findByRole('button', { name: 'Besvart: Kaffe?' })).toBeInTheDocument();
    // Later, from the other tab.
    await userEvent.click(screen.getByRole('button', { name: 'Besvart: Kaffe?' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Besvarte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ikke besvart: Kaffe?' }));
    await waitFor(async () => expect(await db.readAsOwner('/questions/q1/answered')).toBe(false));
  });

  it('fridge: edit only on one’s own items (or as the fridge’s creator); delete offers «Angre» that puts it back', async () => {
    uid = 'ann';
    await db.seed('/fridge/hjem', {
      info: { name: 'Hjemme', created_at: 1, created_by: 'bob' },
      stock: { i1: item('i1', 'Melk', 'ann'), i2: item('i2', 'Ost', 'bob') },
    });
    renderScreen(<Fridge id="hjem" />, { client: clients.ann, uid: uid });
    await screen.findByText('Melk');
    expect(screen.queryByRole('button', { name: 'Endre Ost' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Endre Melk' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Navn/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Lettmelk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/hjem/stock/i1/name')).toBe('Lettmelk'));
    expect(await screen.findByText('Lettmelk')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Endre Lettmelk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slett varen' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/hjem/stock/i1')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Lettmelk')).not.toBeInTheDocument());
    // findBy: the «Angre» snackbar's code loads apart from the screen (features/fridge/components/parts.tsx).
    expect(await screen.findByText('Lettmelk er slettet')).toBeInTheDocument();
    // findBy: the closing dialog hides the rest of the page from assistive tech for a moment.
    await userEvent.click(await screen.findByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner('/fridge/hjem/stock/i1')).toEqual({ ...item('i1', 'Lettmelk', 'ann') }));
    expect(await screen.findByText('Lettmelk')).toBeInTheDocument();
  });

  it('secret santa: after the draw the own assignment shows without the code; withdrawing is undone with «Angre»', async () => {
    uid = 'ann';
    await db.seed('/secretSanta', {
      people: { ann: { name: 'Ann', added_by: 'ann', added_at: 1 }, bob: { name: 'Bob', added_by: 'bob', added_at: 1 } },
      codes: { ann: 'ANNE2KARE2' },
      byCode: { ANNE2KARE2: { uid: 'ann', name: 'Ann' } },
      shape: 2,
    });
    renderScreen(<SecretSanta />, { client: clients.ann, uid: uid });
    const own = await screen.findByTestId('own-assignment');
    await waitFor(() => expect(own).toHaveTextContent('Du har ikke blitt tildelt person enda.'));
    await act(() => db.seed('/secretSanta/draw/ann', { uid: 'bob', name: 'Bob' }));
    await waitFor(() => expect(screen.getByTestId('own-assignment')).toHaveTextContent('Hei Ann! Du skal gi gave til Bob.'));

    await userEvent.click(screen.getByRole('button', { name: 'Meld meg av' }));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Meld meg på' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/codes/ann')).toBe('ANNE2KARE2'));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toMatchObject({ name: 'Ann' }), { timeout: 5000 });
    expect(await screen.findByTestId('own-code')).toHaveTextContent('ANNE2 KARE2');
  });

  it('secret santa admin: takes someone off the list with «Angre»; the person can sign up again with their code', async () => {
    await db.seed('/secrets/admin_codes/site', 'kode');
    await db.seed('/admins/site/bob', 'kode');
    await db.seed('/secretSanta', {
      people: { ann: { name: 'Ann', added_by: 'ann', added_at: 1 } },
      codes: { ann: 'ANNE3KARE3' },
      byCode: { ANNE3KARE3: { uid: 'ann', name: 'Ann' } },
      shape: 2,
    });
    uid = 'bob';
    const adminPhone = renderScreen(<SantaDrawAdmin />, { client: clients.bob, uid: uid });
    await userEvent.click(await screen.findByLabelText('Ta Ann av lista'));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toMatchObject({ name: 'Ann', added_by: 'ann' }));
    await userEvent.click(await screen.findByLabelText('Ta Ann av lista'));
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toBeNull());
    adminPhone.unmount();

    uid = 'ann';
    renderScreen(<SecretSanta />, { client: clients.ann, uid: uid });
    expect(await screen.findByText('Du står ikke på lista')).toBeInTheDocument();
    expect(screen.getByTestId('own-code')).toHaveTextContent('ANNE3 KARE3');
    await userEvent.click(screen.getByRole('button', { name: 'Meld meg på igjen' }));
    expect(await screen.findByText('Du er påmeldt')).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner('/secretSanta/people/ann')).toMatchObject({ name: 'Ann', added_by: 'ann' }), { timeout: 5000 });
  });
});
