/**
 * Proost's way back against a real localdb with the real rules: a question's
 * author deletes it, it disappears on another phone live, and «Angre» brings it back; others get
 * no delete button; the creator offers the host role and a member takes it.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goOffline, goOnline } from 'firebase/database';
import { addPlayer, addQuestion, drawNextCard, mapProostRoom, proostGame, setSwitch, STALE_DRAW_TEXT } from '@/features/proost/lib/data';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { PENDING_TEXT } from '@/features/proost/lib/room';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

let uid = 'creator';
jest.mock('next/dynamic', () => () => () => null);
jest.setTimeout(60_000);

import ProostRoom from '@/features/proost/components/ProostRoom';

describe('Proost room: delete, «Angre» and the host role', () => {
  const db = setupScreenDb('proost-undo', { users: ['creator', 'member', 'author'] });
  const { clients } = db;
  let n = 0;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  // Rooms and questions are created as the same uids test after test (the per-uid rate, docs/security.md "Floods").
  beforeEach(() => db.seed('/rate', null));
  afterEach(() => jest.restoreAllMocks());

  async function newRoom() {
    const code = `Und${String(++n).padStart(2, '0')}`;
    await createRoom(clients.creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(clients.member.db, 'proost', code, 'member', { private: false });
    await joinRoom(clients.author.db, 'proost', code, 'author', { private: false });
    // Rooms start with the starter pack; these tests play with the questions they add.
    await db.seed(`/proost/${code}/deck`, null);
    await db.seed(`/proostDeck/${code}`, null);
    return code;
  }

  const phone = (who: string, code: string) => renderScreen(<ProostRoom code={code} />, { client: clients[who], uid: uid });

  it('the author deletes a question, another phone loses it live, «Angre» brings it back to both', async () => {
    const code = await newRoom();
    await addQuestion(clients.author.db, code, 'author', 'Skål for verten', 'Generelt');
    // The host's phone lists it, with a delete mark (the host edits all); another member's phone
    // only counts it: guests do not read others' questions ahead.
    uid = 'creator';
    const host = phone('creator', code);
    // The lists render after the card (RenderAfterward): give a loaded machine the time.
    const hostList = (await within(host.container).findAllByRole('list', { name: 'Spørsmål' }, { timeout: 5000 }))[0];
    await within(hostList).findByText('Skål for verten');
    uid = 'member';
    const other = phone('member', code);
    expect(await within(other.container).findByRole('heading', { name: 'Spørsmål (1)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(other.container).queryByText('Skål for verten')).not.toBeInTheDocument();

    uid = 'author';
    const mine = phone('author', code);
    const myList = (await within(mine.container).findAllByRole('list', { name: 'Spørsmål' }, { timeout: 5000 }))[0];
    await userEvent.click(await within(myList).findByRole('button', { name: 'Slett spørsmålet: Skål for verten' }, { timeout: 5000 }));
    await waitFor(async () => expect(await db.readAsOwner(`/proost/${code}/deck`)).toBeNull());
    await waitFor(() => expect(within(host.container).queryByText('Skål for verten')).not.toBeInTheDocument());
    expect(await within(other.container).findByRole('heading', { name: 'Spørsmål (0)' })).toBeInTheDocument();
    expect(screen.getByText('Spørsmålet er slettet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    expect(await within(host.container).findByText('Skål for verten')).toBeInTheDocument();
    expect(await within(other.container).findByRole('heading', { name: 'Spørsmål (1)' })).toBeInTheDocument();
    expect(Object.values((await db.readAsOwner(`/proost/${code}/deck`)) as object)).toEqual([{ by: 'author', type: 'Generelt', players: 0 }]);
    expect(Object.values((await db.readAsOwner(`/proostDeck/${code}`)) as object)).toEqual([
      { text: 'Skål for verten', by: 'author', type: 'Generelt' },
    ]);
  });

  it('the creator offers the host role; a member takes it and gets the switches', async () => {
    const code = await newRoom();
    uid = 'creator';
    const host = phone('creator', code);
    await userEvent.click(await within(host.container).findByRole('button', { name: 'Gi vertsrollen videre' }));
    expect(await within(host.container).findByText(/Vertsrollen er tilbudt/)).toBeInTheDocument();
    host.unmount();

    uid = 'member';
    const guest = phone('member', code);
    expect(within(guest.container).queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(await within(guest.container).findByRole('button', { name: 'Ta over vertsrollen' }));
    await waitFor(async () => expect(await db.readAsOwner(`/proost/${code}/settings/created_by`)).toBe('member'));
    expect(await within(guest.container).findAllByRole('switch')).toHaveLength(4);
  });

  it('a guest removes a player with new players switched off, and «Angre» brings the same player back', async () => {
    const code = await newRoom();
    await addPlayer(clients.creator.db, code, 'creator', 'Ada');
    uid = 'member';
    const guest = phone('member', code);
    expect(await within(guest.container).findByText('Legge til spiller har blitt slått av')).toBeInTheDocument();
    await userEvent.click(await within(guest.container).findByRole('button', { name: 'Fjern Ada' }));
    await waitFor(async () => expect(await db.readAsOwner(`/proost/${code}/players`)).toBeNull());
    expect(screen.getByText('Ada er fjernet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () =>
      expect(Object.values((await db.readAsOwner(`/proost/${code}/players`)) ?? {})).toEqual([
        expect.objectContaining({ name: 'Ada', added_by: 'creator' }),
      ]),
    );
    expect(await within(guest.container).findByRole('button', { name: 'Fjern Ada' })).toBeInTheDocument();
    expect(within(guest.container).queryByText(/Endringen ble avvist/)).not.toBeInTheDocument();
  });

  it('a tap queued offline while the host drew is refused: the phone says so and shows the host’s card', async () => {
    const code = await newRoom();
    for (const text of ['Første', 'Andre', 'Tredje']) await addQuestion(clients.creator.db, code, 'creator', text, 'Generelt', true);
    await setSwitch(clients.creator.db, code, 'allow_screen_tap', true);
    uid = 'member';
    const guest = phone('member', code);
    const tap = await within(guest.container).findByTestId('tap-card');
    await waitFor(() => expect(tap).toBeEnabled());
    goOffline(clients.member.db);
    try {
      await userEvent.click(tap);
      // Offline, a guest cannot read the drawn text yet (the deck is hidden until the draw lands).
      await waitFor(() => expect(within(guest.container).getByTestId('card-text')).toHaveTextContent(PENDING_TEXT));
      const room = mapProostRoom(await db.readAsOwner(`/proost/${code}`))!;
      await drawNextCard(clients.creator.db, code, 'creator', room);
    } finally {
      goOnline(clients.member.db);
    }
    expect(await within(guest.container).findByText(STALE_DRAW_TEXT)).toBeInTheDocument();
    const stored = mapProostRoom(await db.readAsOwner(`/proost/${code}`))!;
    expect(stored.card?.drawnBy).toBe('creator');
    expect(stored.cardSeq).toBe(1);
    await waitFor(() => expect(within(guest.container).getByTestId('card-text')).toHaveTextContent(stored.card!.text));
  });
});
