/**
 * The admin's field-data table against a real localdb with the real rules: a flood of forged
 * reports from one visitor does not move the p75, and «Tøm rapportene» clears them all.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VitalsP75 from '@/features/vitals/components/VitalsP75';
import { EMPTY_TEXT } from '@/components/ui/EmptyState';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

jest.setTimeout(30_000);

describe('VitalsP75', () => {
  const db = setupScreenDb('vitals-p75', { users: ['admin'], seed: { '/secrets/admin_codes/site': 'kode', '/admins/site/admin': 'kode' } });

  it('keeps the p75 of honest visitors under a flood from one, and clears every report after asking', async () => {
    const now = Date.now();
    const reports: Record<string, unknown> = {};
    [1000, 1200, 1500, 2000].forEach((value, i) => {
      reports[`h${i}`] = { route: '/', name: 'LCP', value, rating: 'good', device: 'mid', at: now, by: `guest${i}` };
    });
    for (let i = 0; i < 300; i++) reports[`f${i}`] = { route: '/', name: 'LCP', value: 600_000, rating: 'poor', device: 'low', at: now, by: 'mallory' };
    await db.seed('/vitals', reports);
    const user = userEvent.setup();
    renderScreen(<VitalsP75 />, { client: db.clients.admin, uid: 'admin' });
    const row = await screen.findByRole('row', { name: /^\// });
    expect(row).toHaveTextContent('1,5 s');
    expect(row).not.toHaveTextContent('600');

    await user.click(screen.getByRole('button', { name: 'Tøm rapportene' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tømme rapportene?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, tøm rapportene' }));
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(await db.readAsOwner('/vitals')).toBeNull();
  });
});
