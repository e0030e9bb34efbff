/**
 * The quest log against the real rules: no game (create it), creator view with hidden quests
 * and switches, player view with visible quests only and no controls, status styles.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuestLog from '@/features/quest/components/QuestLog';
import { EMPTY_TEXT } from '@/components/ui/EmptyState';
import { newQuest, storedQuest } from '@/features/quest/lib/quest';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

let uid = 'gm';

const quest = (id: string, title: string, extra: object = {}) => storedQuest({ ...newQuest(id, { title, description: '', reward: '' }), ...extra });

describe('quest log screen', () => {
  const db = setupScreenDb('quest-screen', { users: ['gm', 'player'] });
  let n = 0;
  let room = '';
  beforeEach(async () => {
    room = `Q${++n}`;
    uid = 'gm';
    await db.seed(`/questlog/${room}`, {
      name: 'Dragejakten',
      settings: { created_by: 'gm', shape: 2 },
      quests: {
        a1: quest('a1', 'Finn kartet', { visible: true }),
        a3: quest('a3', 'Tapt sak', { visible: true, failed: true }),
        a4: quest('a4', 'Vunnet', { visible: true, completed: true, reward: '50 gull' }),
      },
      hidden: { a2: quest('a2', 'Forræderen') },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('says "No game found", warns "NO GAME FOUND" in the console, and lets anyone create the game', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    uid = 'player';
    const user = userEvent.setup();
    renderScreen(<QuestLog id={`${room}new`} />, { client: db.clients.player, uid: uid });
    expect(await screen.findByRole('heading', { level: 1, name: 'No game found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('NO GAME FOUND');
    await user.click(screen.getByRole('button', { name: 'Lag questlog' }));
    expect(await screen.findByText('Skriv inn et navn på spillet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Navn på spillet'), 'Nytt eventyr');
    await user.click(screen.getByRole('button', { name: 'Lag questlog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questlog for Nytt eventyr' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${room}new/settings/created_by`)).toBe('player'), { timeout: 5000 });
  });

  it('shows a player only the visible quests, with their status, and no controls', async () => {
    uid = 'player';
    renderScreen(<QuestLog id={room} />, { client: db.clients.player, uid: uid });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('quest')).toHaveLength(3));
    expect(screen.queryByText('Forræderen')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Anyone may pass the link on; nothing else a player can press.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Inviter']);

    const open = screen.getByRole('article', { name: 'Finn kartet' });
    expect(within(open).getByTestId('quest-open-icon')).toBeInTheDocument();
    expect(within(open).getByText('No reward')).toBeInTheDocument();
    const failed = screen.getByRole('article', { name: 'Tapt sak' });
    expect(within(failed).getByText('Quest failed...')).toBeInTheDocument();
    expect(within(failed).getByTestId('quest-failed-icon')).toBeInTheDocument();
    const done = screen.getByRole('article', { name: 'Vunnet' });
    expect(within(done).getByText('Quest completed!')).toBeInTheDocument();
    expect(within(done).getByText('Belønning: 50 gull')).toBeInTheDocument();
  });

  it('shows a player the empty state when nothing is visible yet', async () => {
    uid = 'player';
    await db.seed(`/questlog/${room}/quests`, null);
    renderScreen(<QuestLog id={room} />, { client: db.clients.player, uid: uid });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('gives the creator the Settings block, all quests and three switches each; adding clears the form', async () => {
    const user = userEvent.setup();
    renderScreen(<QuestLog id={room} />, { client: db.clients.gm, uid: uid });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('room-code')).toHaveTextContent(room);
    const hidden = await screen.findByRole('article', { name: 'Forræderen' });
    expect(within(hidden).getByText('Skjult for spillerne')).toBeInTheDocument();
    expect(within(hidden).getAllByRole('switch')).toHaveLength(3);

    await user.type(screen.getByLabelText('Tittel'), 'Redd katten');
    await user.type(screen.getByLabelText('Beskrivelse'), 'Den sitter i treet');
    await user.click(screen.getByRole('button', { name: 'Legg til quest' }));
    const added = await screen.findByRole('article', { name: 'Redd katten' });
    expect(within(added).getByText('No reward')).toBeInTheDocument();
    expect(within(added).getByRole('switch', { name: 'Synlig: Redd katten' })).not.toBeChecked();
    // The quest shows as soon as the write is applied locally; the form clears once it is acknowledged.
    await waitFor(() => expect(screen.getByLabelText('Tittel')).toHaveValue(''));
    expect(screen.getByLabelText('Beskrivelse')).toHaveValue('');

    await user.click(within(hidden).getByRole('switch', { name: 'Synlig: Forræderen' }));
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${room}/quests/a2/visible`)).toBe(true));
    await user.click(within(screen.getByRole('article', { name: 'Forræderen' })).getByRole('switch', { name: 'Fullført: Forræderen' }));
    expect(await within(screen.getByRole('article', { name: 'Forræderen' })).findByText('Quest completed!')).toBeInTheDocument();
  });
});
