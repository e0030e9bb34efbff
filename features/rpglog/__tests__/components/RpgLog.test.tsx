/**
 * The RPG log screen against the real rules: empty state, disabled buttons, logging an entry,
 * ending a session, and copying the log.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_TEXT } from '@/components/ui/EmptyState';
import { RpgLog } from '@/features/rpglog/components/RpgLogScreen';
import { COPIED_TEXT } from '@/features/rpglog/components/CopyLogButton';
import { DELETED_TEXT } from '@/features/rpglog/components/LogList';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';


describe('RPG log screen', () => {
  const db = setupScreenDb('rpglog-screen', { users: ['kari'] });
  beforeEach(async () => {
    await db.seed('/', null);
  });

  it('shows the empty state; the buttons tapped while the event or session is empty say what is missing and write nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<RpgLog node="DND" />, { client: db.clients.kari, uid: 'kari' });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    const logButton = screen.getByRole('button', { name: 'Logg' });
    expect(logButton).toBeEnabled();
    const session = screen.getByLabelText('Økt');
    expect(session).toHaveValue('1');
    await user.type(screen.getByLabelText(/Hendelse/), '   ');
    await user.click(logButton);
    expect(await screen.findByText('Skriv inn hendelsen.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Hendelse/), 'Fant kartet');
    expect(screen.queryByText('Skriv inn hendelsen.')).toBeNull();
    await user.clear(session);
    await user.click(logButton);
    expect(await screen.findByText('Et helt tall fra 1 til 9999.')).toBeInTheDocument();
    expect(await db.readAsOwner('/DND')).toBeNull();
    await user.type(session, '1');
    expect(screen.queryByText('Et helt tall fra 1 til 9999.')).toBeNull();
    // Only the game master (a site admin) ends a session: others see the login instead.
    expect(await screen.findByText(/Bare spillederen avslutter økta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Avslutt økt/ })).not.toBeInTheDocument();
    // Much typing: slow on a busy machine.
  }, 40_000);

  it('logs an entry with DM as default sender and shows it; the info node is never an entry', async () => {
    const user = userEvent.setup();
    await db.seed('/DND/info', { session: 2, story: { s1: 'Start' } });
    renderScreen(<RpgLog node="DND" />, { client: db.clients.kari, uid: 'kari' });
    await user.type(await screen.findByLabelText(/Hendelse/), 'Fant kartet');
    await user.type(screen.getByLabelText('Person'), 'Ola');
    await user.click(screen.getByRole('button', { name: 'Logg' }));
    const entries = await screen.findAllByTestId('log-entry');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Fant kartet — Ola');
    expect(entries[0]).toHaveTextContent('fra DM');
    await waitFor(() => expect(screen.getByLabelText(/Hendelse/)).toHaveValue(''));
    const stored = (await db.readAsOwner('/DND')) as Record<string, { session?: number }>;
    const key = Object.keys(stored).find((k) => k !== 'info') as string;
    expect(stored[key]).toMatchObject({ title: 'Fant kartet', person: 'Ola', from: 'DM', session: 2 });
  });

  it('ends the session: the story is shown and the session number moves on', async () => {
    const user = userEvent.setup();
    await db.seed('/DND_Items', { e1: { title: 'Sverd', person: 'Ola', session: 3, from: 'DM', date: '2026-11-01' }, info: { session: 3 } });
    // Kari is the game master: a site admin (docs/apps.md, RPG logs).
    await db.seed('/secrets/admin_codes/site', 'kode');
    await db.seed('/admins/site/kari', 'kode');
    renderScreen(<RpgLog node="DND_Items" />, { client: db.clients.kari, uid: 'kari' });
    expect(await screen.findByLabelText('Økt')).toHaveValue('3');
    await user.type(await screen.findByLabelText(/Historien/), 'Skatten ble delt.');
    await user.click(screen.getByRole('button', { name: 'Avslutt økt 3' }));
    await waitFor(() => expect(screen.getByLabelText('Økt')).toHaveValue('4'));
    const session3 = screen.getByRole('region', { name: 'Økt 3' });
    expect(within(session3).getByText('Skatten ble delt.')).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner('/DND_Items/info')).toEqual({ session: 4, story: { s3: 'Skatten ble delt.' } }), { timeout: 5000 });
  });

  it('copies the whole log as text and follows other people’s entries live', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await db.seed('/DND', { info: { session: 1 } });
    renderScreen(<RpgLog node="DND" />, { client: db.clients.kari, uid: 'kari' });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await act(() => db.seed('/DND/x1', { title: 'Troll', person: '', session: 1, from: 'Kari', date: '2026-11-20' }));
    expect(await screen.findByText('Troll')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kopier hele loggen' }));
    expect(await screen.findByText(COPIED_TEXT)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('DnD-logg\n\nØkt 1\n- 20.11.2026 – Troll · fra Kari');
  });

  it('the author edits and deletes their own entry, with «Angre» after the delete; others’ entries have no buttons', async () => {
    const user = userEvent.setup();
    await db.seed('/DND', {
      mine: { title: 'Min hendelse', person: '', session: 1, from: 'DM', date: '2026-11-20', by: 'kari' },
      theirs: { title: 'Olas hendelse', person: '', session: 1, from: 'Ola', date: '2026-11-20', by: 'ola' },
      info: { session: 1 },
    });
    renderScreen(<RpgLog node="DND" />, { client: db.clients.kari, uid: 'kari' });
    expect(await screen.findByText('Min hendelse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Endre «Olas hendelse»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slett «Olas hendelse»' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Endre «Min hendelse»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre oppføringen' });
    const title = within(dialog).getByLabelText(/Hendelse/);
    await user.clear(title);
    await user.type(title, 'Endret hendelse');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Endret hendelse')).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner('/DND/mine')).toMatchObject({ title: 'Endret hendelse', by: 'kari' }), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Slett «Endret hendelse»' }));
    expect(await screen.findByText(DELETED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Endret hendelse')).not.toBeInTheDocument());
    await waitFor(async () => expect(await db.readAsOwner('/DND/mine')).toBeNull(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Angre' }));
    expect(await screen.findByText('Endret hendelse')).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner('/DND/mine')).toMatchObject({ title: 'Endret hendelse', by: 'kari' }), { timeout: 5000 });
  });
});
