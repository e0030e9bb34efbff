/**
 * The fridge's first paint: drawn from the REST snapshot with no SDK, then replaced by
 * the live screen in the same commit. The live side runs against a real localdb with the rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Fridge } from '@/features/fridge/components/FridgeScreen';
import FridgeSnapshot from '@/features/fridge/components/FridgeSnapshot';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';
import { localDay } from '@/features/fridge/lib/expiry';
import { SNAPSHOT_GLOBAL, type SnapshotOutcome } from '@/lib/rooms/snapshot';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';
import { HEAVY_PACKAGE, packagesReachedFrom } from '@/__tests__/components/support/importGraph';
import { fridgeSnapshot } from '@/features/fridge/snapshot';

// The live fridge paints while sign-in is still going on: a loading session, and a uid for it.
const signingIn = { uid: 'u1', session: { status: 'loading' } as const };
jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
jest.setTimeout(60_000);

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localDay(d);
};
const item = (id: string, name: string, quantity: number, category: number, days: number, shelf = '') => ({
  id, name, quantity, quantityType: 'Stk', category, shelf, barcode: '', expiration_date: inDays(days),
  avaliable: quantity > 0, date_added: 1, added_by: 'x',
});
const CATEGORIES = { 1: 'Meieri', 2: 'Kjøtt', 4: 'Diverse' };

/** `fridge/{id}` as the REST read returns it. */
const FRIDGE = {
  info: { name: 'Hjemme', created_at: 1, created_by: 'x' },
  stock: {
    b: item('b', 'Yoghurt', 1, 1, 2, 'Døra'),
    a: item('a', 'Melk', 2, 1, 10),
    c: item('c', 'Kylling', 0, 2, 5),
  },
};

describe('fridge snapshot view', () => {
  it('says nothing of a best-before day an item does not have', () => {
    const cheese = { ...item('d', 'Ost', 1, 1, 0, 'Døra'), expiration_date: '' };
    renderScreen(<FridgeSnapshot id="f1" value={{ info: FRIDGE.info, stock: { d: cheese } }} also={CATEGORIES} />);
    const row = within(screen.getByRole('region', { name: 'Meieri' })).getByTestId('stock-row');
    expect(within(row).getByText('Hylle: Døra')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Best før');
  });

  it('draws the name, the code and the stock by category as the live screen does, every control waiting', () => {
    // Category names come as an array when their keys start low (the REST read gives the same).
    renderScreen(<FridgeSnapshot id="f1" value={FRIDGE} also={[null, 'Meieri', 'Kjøtt', null, 'Diverse']} />);
    expect(screen.getByRole('heading', { name: 'Hjemme' })).toHaveAttribute('data-room-card');
    expect(screen.getByTestId('route-id')).toHaveTextContent('Kode: f1');
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Legg til vare' })).toBeDisabled();

    const meieri = screen.getByRole('region', { name: 'Meieri' });
    const rows = within(meieri).getAllByTestId('stock-row');
    expect(rows.map((r) => [r.querySelector('p')?.textContent, r.dataset.colour])).toEqual([
      ['Melk', 'green'],
      ['Yoghurt', 'yellow'],
    ]);
    expect(within(rows[1]).getByText(/Hylle: Døra · Best før/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Går ut om 2 dager')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('quantity')).toHaveTextContent('2 Stk');
    expect(within(rows[0]).getByRole('switch', { name: 'Melk tilgjengelig' })).toBeChecked();
    expect(within(rows[0]).getByRole('switch', { name: 'Melk tilgjengelig' })).toBeDisabled();
    expect(within(rows[0]).getByRole('button', { name: 'Legg til én Melk' })).toBeDisabled();
    expect(within(rows[0]).getByRole('button', { name: 'Fjern én Melk' })).toBeDisabled();
    // No edit mark before the live part knows who is looking.
    expect(screen.queryByRole('button', { name: /^Endre/ })).not.toBeInTheDocument();

    const kjott = within(screen.getByRole('region', { name: 'Kjøtt' })).getByTestId('stock-row');
    expect(kjott.dataset.colour).toBe('red');
    expect(within(kjott).getByText('Tomt')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Diverse' })).not.toBeInTheDocument();
  });

  it('an empty fridge shows the SPEC empty text; without categories there is no add button', () => {
    renderScreen(<FridgeSnapshot id="f1" value={{ info: FRIDGE.info }} also={null} />);
    expect(screen.getByRole('heading', { name: 'Hjemme' })).toBeInTheDocument();
    expect(screen.getByText('Ingenting å vise her')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legg til vare' })).not.toBeInTheDocument();
  });

  it('items in no known category go under «Uten kategori»', () => {
    renderScreen(<FridgeSnapshot id="f1" value={FRIDGE} also={{ 1: 'Meieri' }} />);
    expect(within(screen.getByRole('region', { name: 'Uten kategori' })).getByText('Kylling')).toBeInTheDocument();
  });

  it('reaches neither MUI nor the Firebase SDK (the live screen does)', () => {
    const heavy = (file: string) => [...packagesReachedFrom(file)].filter((p) => HEAVY_PACKAGE.test(p));
    expect(heavy('features/fridge/components/FridgeSnapshot.tsx')).toEqual([]);
    expect(heavy('features/fridge/components/FridgeScreen.tsx')).toEqual(expect.arrayContaining(['@mui/material/Button', 'firebase/database']));
  });

  it('a value that is no fridge (no info) paints nothing', () => {
    const { container } = renderScreen(<FridgeSnapshot id="f1" value={{ stock: FRIDGE.stock }} also={CATEGORIES} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('fridge: the live screen takes over', () => {
  const db = setupScreenDb('fridge-first-paint', { users: ['u1'], seed: { '/fridge/categories': CATEGORIES } });
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL];
  });

  it('while covered, the live fridge shows nothing until its heading and tables paint together', async () => {
    await db.seed('/fridge/cover1', FRIDGE);
    const seen: number[] = [];
    const livePainted = jest.fn(() => {
      // What is on screen in the commit that ends the cover: the whole top, not a part of it.
      seen.push(screen.queryAllByRole('heading', { name: 'Hjemme' }).length, screen.queryAllByTestId('stock-row').length);
    });
    const { container } = renderScreen(
      <FirstPaintContext.Provider value={{ covering: true, livePainted }}>
        <Fridge id="cover1" />
      </FirstPaintContext.Provider>,
      { ...signingIn, client: db.clients.u1 },
    );
    // No spinner, no half-loaded heading under the snapshot.
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(livePainted).toHaveBeenCalled());
    expect(seen.slice(0, 2)).toEqual([1, 3]);
  });

  it('an id with no fridge ends the cover with the create form', async () => {
    const livePainted = jest.fn();
    renderScreen(
      <FirstPaintContext.Provider value={{ covering: true, livePainted }}>
        <Fridge id="cover-none" />
      </FirstPaintContext.Provider>,
      { ...signingIn, client: db.clients.u1 },
    );
    expect(await screen.findByText('Fant ingen kjøleskap med id: cover-none.')).toBeInTheDocument();
    expect(livePainted).toHaveBeenCalled();
  });

  it('on the page: the snapshot paints first, then the live stock replaces it (a change made after the read shows)', async () => {
    await db.seed('/fridge/live1', FRIDGE);
    window.history.replaceState(null, '', '/fridge/live1/');
    // The REST read saw two cartons of milk; since then another phone took one.
    const outcome: SnapshotOutcome = { status: 'value', value: FRIDGE, also: CATEGORIES };
    (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'fridge/live1', id: 'live1', outcome: Promise.resolve(outcome) };
    await db.seed('/fridge/live1/stock/a/quantity', 1);
    const Live = () => <Fridge id="live1" />;
    renderScreen(<RoomFirstPaint source={fridgeSnapshot} snapshot={FridgeSnapshot} live={Live} />, { ...signingIn, client: db.clients.u1 });
    // The snapshot, before any live read: what the REST read saw, its controls waiting.
    const snapshotRow = (await screen.findByText('2 Stk')).closest('tr') as HTMLElement;
    expect(within(snapshotRow).getByRole('button', { name: 'Legg til én Melk' })).toBeDisabled();
    // A finger on the page starts the live part at once.
    fireEvent.pointerDown(document.body);
    const melk = () => screen.getAllByTestId('stock-row').filter((r) => r.textContent?.includes('Melk'));
    await waitFor(() => expect(melk()[0]).toHaveTextContent('1 Stk'));
    // One fridge on screen, the live one: its controls work.
    expect(screen.getAllByRole('heading', { name: 'Hjemme' })).toHaveLength(1);
    expect(melk()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Legg til én Melk' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Legg til vare' })).toBeEnabled();
  });
});
