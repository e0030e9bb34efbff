/**
 * Quest edit and delete and the quest log's host role (§3), real rules: the
 * creator edits a quest and deletes one with «Angre»; players see the change live; an absent
 * creator's role can be taken over by a player who has the log open.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuestLog from '@/features/quest/components/QuestLog';
import { ABSENT_MS, NO_CREATOR } from '@/lib/rooms/roles';
import { newQuest, storedQuest } from '@/features/quest/lib/quest';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

let uid = 'gm';
jest.setTimeout(60_000);

const quest = (id: string, title: string, extra: object = {}) => storedQuest({ ...newQuest(id, { title, description: '', reward: '' }), ...extra });

describe('quest log: edit, delete and the host role', () => {
  const db = setupScreenDb('quest-undo', { users: ['gm', 'player'] });
  let n = 0;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  async function room() {
    const id = `U${++n}`;
    await db.seed(`/questlog/${id}`, {
      name: 'Dragejakten',
      settings: { created_by: 'gm', created_at: Date.now(), shape: 2 },
      quests: { a1: quest('a1', 'Finn kartet', { visible: true }) },
      hidden: { a2: quest('a2', 'Hemmelig', { visible: false }) },
    });
    return id;
  }

  it('the creator edits a quest and deletes one; «Angre» brings it back as it was', async () => {
    const id = await room();
    uid = 'gm';
    renderScreen(<QuestLog id={id} />, { client: db.clients.gm, uid: uid });
    const card = await screen.findByRole('article', { name: 'Finn kartet' });
    await userEvent.click(within(card).getByRole('button', { name: 'Endre Finn kartet' }));
    const title = within(card).getByLabelText('Tittel');
    await userEvent.clear(title);
    await userEvent.type(title, 'Finn det gamle kartet');
    await userEvent.type(within(card).getByLabelText('Belønning'), '10 gull');
    await userEvent.click(within(card).getByRole('button', { name: 'Lagre' }));
    await waitFor(async () =>
      expect(await db.readAsOwner(`/questlog/${id}/quests/a1`)).toMatchObject({ title: 'Finn det gamle kartet', reward: '10 gull', visible: true }),
    );

    const secret = await screen.findByRole('article', { name: 'Hemmelig' });
    await userEvent.click(within(secret).getByRole('button', { name: 'Slett Hemmelig' }));
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${id}/hidden/a2`)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hemmelig' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${id}/hidden/a2`)).toEqual(quest('a2', 'Hemmelig')));
  });

  it('players get no edit or delete, see a deleted quest go live, and take over from an absent creator', async () => {
    const id = await room();
    await db.seed(`/last_seen/questlog/${id}/gm`, Date.now() - ABSENT_MS - 60_000);
    uid = 'player';
    renderScreen(<QuestLog id={id} />, { client: db.clients.player, uid: uid });
    const card = await screen.findByRole('article', { name: 'Finn kartet' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await db.seed(`/questlog/${id}/quests/a1`, null);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Finn kartet' })).not.toBeInTheDocument());

    expect(await screen.findByText('Verten har vært borte en stund.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta over vertsrollen' }));
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${id}/settings/created_by`)).toBe('player'));
    // Now the creator's view: the hidden quest and the add form.
    expect(await screen.findByRole('article', { name: 'Hemmelig' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legg til quest' })).toBeInTheDocument();
  });

  it('a player takes the vacant role of a migrated log whose creator was never recorded (docs/deploy.md)', async () => {
    const id = `M${++n}`;
    // As the migration leaves it: no created_at, no last_seen, created_by NO_CREATOR.
    await db.seed(`/questlog/${id}`, {
      name: 'Fra før',
      settings: { created_by: NO_CREATOR, shape: 2 },
      quests: { a1: quest('a1', 'Finn kartet', { visible: true }) },
      hidden: { a2: quest('a2', 'Hemmelig', { visible: false }) },
    });
    uid = 'player';
    renderScreen(<QuestLog id={id} />, { client: db.clients.player, uid: uid });
    expect(await screen.findByText('Ingen er vert her ennå.')).toBeInTheDocument();
    // The page marks the player present; the rules take only someone with the log open.
    await waitFor(async () => expect(await db.readAsOwner(`/presence/questlog/${id}/player`)).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Ta over vertsrollen' }));
    await waitFor(async () => expect(await db.readAsOwner(`/questlog/${id}/settings/created_by`)).toBe('player'));
    expect(await screen.findByRole('article', { name: 'Hemmelig' })).toBeInTheDocument();
  });
});
