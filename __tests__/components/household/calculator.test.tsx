/**
 * The bar calculator against a real localdb with the real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from '@/components/calculator/CalculatorScreen';
import { drinks } from '@/content/drinks';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { startRulesDb } from '../../rules/helpers';
import { renderWithDb } from '../support/dbRender';

let uid = 'bar1';
jest.mock('@/components/firebase/SessionProvider', () => ({ useUid: () => uid }));
// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

describe('Calculator', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('calc-ui');
    [client, other] = await connectClients(ctx.server, ctx.ns, 2, { uids: ['bar1', 'bar2'] });
  });

  afterAll(async () => {
    await closeClients([client, other]);
    await ctx.server.close();
  });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('adds tiles, shows the total in kr, halves it, and RESET archives and clears', async () => {
    uid = 'bar1';
    await seed(ctx.server, ctx.ns, '/calculator', null);
    renderWithDb(client, <Calculator drinks={drinks} />);
    const total = screen.getByTestId('total');
    expect(total).toHaveTextContent('0 kr');
    await userEvent.click(screen.getByRole('button', { name: /^Drink 148/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Drink 148/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Brus 98/ }));
    expect(total.textContent).toBe('394\u00a0kr');
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(total.textContent).toBe('197\u00a0kr');
    expect(await screen.findByText('Ingenting å vise her', { selector: '#archive-heading ~ *' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    const archived = await screen.findByTestId('archived-order');
    expect(archived).toHaveTextContent('197 kr (50%)');
    // In menu order, like the order list.
    expect(archived).toHaveTextContent('1 × Brus, 2 × Drink');
    expect(total.textContent).toBe('0\u00a0kr');
    expect(screen.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByTestId('order-line')).toHaveLength(0);
  });

  it('removes one of a line at a time', async () => {
    uid = 'bar2';
    renderWithDb(other, <Calculator drinks={drinks} />);
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Øl 98/ }));
    const line = screen.getByTestId('order-line');
    expect(line).toHaveTextContent('2 × Øl');
    await userEvent.click(within(line).getByRole('button', { name: 'Fjern én Øl' }));
    expect(screen.getByTestId('order-line')).toHaveTextContent('1 × Øl');
    await userEvent.click(within(screen.getByTestId('order-line')).getByRole('button', { name: 'Fjern én Øl' }));
    expect(screen.queryAllByTestId('order-line')).toHaveLength(0);
  });
});
