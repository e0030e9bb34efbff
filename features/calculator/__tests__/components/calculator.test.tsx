/**
 * The bar calculator against a real localdb with the real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARCHIVE_WAITING_TEXT, Calculator, RESET_EMPTY_TEXT, RESET_WAITING_TEXT } from '@/features/calculator/components/CalculatorScreen';
import type { Session } from '@/components/firebase/SessionProvider';
import type { TestClient } from '@/localdb/testing';
import { DRINKS } from '@/__tests__/fixtures/drinks';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { flush, renderScreen } from '@/__tests__/components/support/screen';

// The archive part sits behind its own DatabaseGate; the session is the test client's.
function signedInAs(client: TestClient, uid: string): Session {
  return {
    status: 'ready',
    uid,
    firebase: { app: client.app, auth: null as never, early: null, database: () => Promise.resolve(client.db) },
  };
}
// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

describe('Calculator', () => {
  const db = setupScreenDb('calc-ui', { users: ['bar1', 'bar2'] });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('adds tiles, shows the total in kr, halves it, and RESET archives and clears', async () => {
    await db.seed('/calculator', null);
    renderScreen(<Calculator drinks={DRINKS} />, { client: db.clients.bar1, uid: 'bar1', session: signedInAs(db.clients.bar1, 'bar1') });
    const total = screen.getByTestId('total');
    expect(total).toHaveTextContent('0 kr');
    await userEvent.click(screen.getByRole('button', { name: /^Drink 148/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Drink 148/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Brus 98/ }));
    expect(total.textContent).toBe('394\u00a0kr');
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(total.textContent).toBe('197\u00a0kr');
    // The archive is live data from the real server: on a loaded machine it can take more than
    // Testing Library's default second.
    const live = { timeout: 10_000 };
    expect(await screen.findByText('Ingenting å vise her', { selector: '#archive-heading ~ *' }, live)).toBeInTheDocument();
    // RESET archives, so it waits for the database part.
    await waitFor(() => expect(screen.getByRole('button', { name: 'RESET' })).toBeEnabled(), live);
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    const archived = await screen.findByTestId('archived-order', {}, live);
    expect(archived).toHaveTextContent('197 kr (50%)');
    // In menu order, like the order list.
    expect(archived).toHaveTextContent('1 × Brus, 2 × Drink');
    // The archive shows the local write at once; the order clears only when the server has
    // confirmed it, a round trip later.
    await waitFor(() => expect(total.textContent).toBe('0\u00a0kr'), live);
    expect(screen.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByTestId('order-line')).toHaveLength(0);
  });

  it('RESET on an empty order says so instead of doing nothing', async () => {
    renderScreen(<Calculator drinks={DRINKS} />, { client: db.clients.bar2, uid: 'bar2', session: signedInAs(db.clients.bar2, 'bar2') });
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    expect(screen.getByText(RESET_EMPTY_TEXT)).toHaveAttribute('role', 'status');
  });

  it('removes one of a line at a time', async () => {
    renderScreen(<Calculator drinks={DRINKS} />, { client: db.clients.bar2, uid: 'bar2', session: signedInAs(db.clients.bar2, 'bar2') });
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    const line = screen.getByTestId('order-line');
    expect(line).toHaveTextContent('2 × Øl');
    await userEvent.click(within(line).getByRole('button', { name: 'Fjern én Øl' }));
    expect(screen.getByTestId('order-line')).toHaveTextContent('1 × Øl');
    await userEvent.click(within(screen.getByTestId('order-line')).getByRole('button', { name: 'Fjern én Øl' }));
    expect(screen.queryAllByTestId('order-line')).toHaveLength(0);
  });

  it('with sign-in failed the tiles and the total still work; only RESET and the archive wait', async () => {
    const failed: Session = { status: 'error', error: { kind: 'auth', message: 'Får ikke kontakt' }, retry: () => {} };
    renderScreen(<Calculator drinks={DRINKS} />, { client: db.clients.bar1, uid: 'bar3', session: failed });
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByTestId('total').textContent).toBe('49\u00a0kr');
    expect(screen.getByText(ARCHIVE_WAITING_TEXT)).toBeInTheDocument();
    // RESET stays tappable and says why it cannot act (docs/design.md §Buttons that cannot act say why).
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    expect(screen.getByText(RESET_WAITING_TEXT)).toHaveAttribute('role', 'status');
    await flush();
    expect(screen.getByTestId('order-line')).toHaveTextContent('1 × Øl');
    // The next change to the order takes the message away.
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    expect(screen.queryByText(RESET_WAITING_TEXT)).toBeNull();
  });
});
