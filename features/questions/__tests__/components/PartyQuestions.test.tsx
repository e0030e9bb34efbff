/**
 * A party's question board against a real localdb with the real rules: a guest asks, the host
 * sees it and may take it off, a guest may not.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartyQuestions from '@/features/questions/components/PartyQuestions';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';
import { keyedRoomSeed } from '@/__tests__/rules/helpers';

jest.setTimeout(60_000);

describe('PartyQuestions', () => {
  const db = setupScreenDb('party-questions-ui', { users: ['vera', 'olav'], seed: { ...keyedRoomSeed('fest', 'PQ1', { settings: { name: 'Fest', private: true, created_by: 'vera' }, names: { vera: 'Vera', olav: 'Olav' } }), '/members/fest/PQ1': { vera: 'x', olav: 'x' } } });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a guest asks on the party’s board (not the site’s) and has no «Fjern»; the host takes it off after confirming', async () => {
    const guest = renderScreen(<PartyQuestions code="PQ1" />, { client: db.clients.olav });
    expect(await guest.findByRole('heading', { name: 'Spørsmålstavla' })).toBeInTheDocument();
    await userEvent.type(await guest.findByLabelText('Til'), 'Vera');
    await userEvent.type(guest.getByLabelText('Spørsmål'), 'Hvor er kaka?');
    await userEvent.type(guest.getByLabelText('Fra'), 'Olav');
    await userEvent.click(guest.getByRole('button', { name: 'Send' }));
    expect(await guest.findByText('Hvor er kaka?')).toBeInTheDocument();
    expect(guest.queryByRole('button', { name: 'Fjern: Hvor er kaka?' })).not.toBeInTheDocument();
    expect(await db.readAsOwner('/questions')).toBeNull();
    guest.unmount();

    renderScreen(<PartyQuestions code="PQ1" />, { client: db.clients.vera });
    await userEvent.click(await screen.findByRole('button', { name: 'Fjern: Hvor er kaka?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, fjern' }));
    await waitFor(() => expect(screen.queryByText('Hvor er kaka?')).not.toBeInTheDocument());
    expect(await db.readAsOwner('/fest/PQ1/questions')).toBeNull();
  });
});
