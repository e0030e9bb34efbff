/**
 * RoomGate against a real localdb with the portal's rules, through the real SDK: the password
 * wall, the screen under it refused by the rules, a wrong and a right password, auto-join of a
 * public room, a missing room and a code in another case.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { READ_DENIED_TEXT } from '@/lib/firebase/errors';
import { proostGame, proostRoomRead, addPlayer } from '@/features/proost/lib/data';
import { goOffline, goOnline } from 'firebase/database';
import { closeRoom, createRoom, joinRoom, removeMember } from '@/lib/rooms/data';
import { PRIVATE_ROOM_TEXT, REMOVED_TEXT, roomMissingText, WRONG_PASSWORD_TEXT } from '@/lib/rooms/texts';
import { warmUpPublicRoom } from '@/lib/rooms/warmUp';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '../support/screen';

const openPage = jest.fn();
jest.mock('@/components/rooms/navigate', () => ({ openPage: (...args: unknown[]) => openPage(...args) }));

import RoomGate from '@/components/rooms/RoomGate';

function Players({ code }: { code: string }) {
  const room = useDbValue(proostRoomRead(code));
  return <DbView result={room}>{(data) => <p data-testid="players">{data?.players.map((p) => p.name).join(', ')}</p>}</DbView>;
}

describe('RoomGate (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('roomgate', { users: ['creator', 'guest'] });
  let n = 0;

  beforeEach(() => {
    openPage.mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  async function room(password?: string) {
    const code = `Gate${++n}`;
    // One room per uid every few seconds.
    await db.seed('/rate', null);
    await createRoom(db.clients.creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: !!password, password: password ?? '' });
    await addPlayer(db.clients.creator.db, code, 'creator', 'Hemmelige Hanne');
    return code;
  }

  function renderGate(code: string) {
    return renderScreen(
      <RoomGate game="proost" code={code}>
        <Players code={code} />
      </RoomGate>,
      { client: db.clients.guest, uid: 'guest' },
    );
  }

  it('walls a stranger off a private room until the right password, then reads on the same screen', async () => {
    const code = await room('hemmelig');
    const { unmount } = renderGate(code);
    expect(await screen.findByText(PRIVATE_ROOM_TEXT)).toBeInTheDocument();
    // Nothing of the room is asked for behind the wall, so no refusal shows before a guess.
    expect(screen.queryByText(READ_DENIED_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hanne/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Passord'), 'Hemmelig');
    await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
    expect(await screen.findByText(WRONG_PASSWORD_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Hanne/)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Passord'));
    await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig');
    await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
    // The second guess within 3 s waits the interval out before it is sent.
    expect(await screen.findByTestId('players', {}, { timeout: 10_000 })).toHaveTextContent('Hemmelige Hanne');
    expect(screen.queryByText(PRIVATE_ROOM_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(READ_DENIED_TEXT)).not.toBeInTheDocument();
    unmount();
  });

  it('sends nothing for an empty password', async () => {
    const code = await room('hemmelig');
    const { unmount } = renderGate(code);
    await userEvent.click(await screen.findByRole('button', { name: 'Bli med' }));
    // The button says why it did nothing.
    expect(await screen.findByText('Skriv passordet først.')).toBeInTheDocument();
    expect(screen.queryByText(WRONG_PASSWORD_TEXT)).not.toBeInTheDocument();
    expect(await db.readAsOwner(`members/proost/${code}/guest`)).toBeNull();
    unmount();
  });

  it('joins a public room by itself and counts the phone as present', async () => {
    const code = await room();
    const { unmount } = renderGate(code);
    expect(await screen.findByTestId('players')).toHaveTextContent('Hemmelige Hanne');
    expect(await db.readAsOwner(`members/proost/${code}/guest`)).toBe(true);
    await waitFor(async () => expect(await db.readAsOwner(`presence/proost/${code}/guest`)).not.toBeNull());
    unmount();
    // Leaving the screen takes the mark away.
    await waitFor(async () => expect(await db.readAsOwner(`presence/proost/${code}/guest`)).toBeNull());
  });

  it('records the invite secret the link carries once joined, then takes it out of the address', async () => {
    const code = await room();
    const secret = (await db.readAsOwner(`secrets/rooms/proost/${code}/invite`)) as string;
    window.history.replaceState(null, '', `/proost/${code}/#inv=${secret}`);
    const { unmount } = renderGate(code);
    expect(await screen.findByTestId('players')).toHaveTextContent('Hemmelige Hanne');
    await waitFor(async () => expect(await db.readAsOwner(`invited/proost/${code}/guest`)).toBe(secret));
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe(`/proost/${code}/`);
    unmount();
  });

  it('records nothing for a forged secret, and still clears it from the address', async () => {
    const code = await room();
    window.history.replaceState(null, '', `/proost/${code}/#inv=${'x'.repeat(24)}`);
    const { unmount } = renderGate(code);
    expect(await screen.findByTestId('players')).toHaveTextContent('Hemmelige Hanne');
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(await db.readAsOwner(`invited/proost/${code}/guest`)).toBeNull();
    unmount();
  });

  it("a room closed since its link was read: the page's early join is refused, and the screen says the room is not found, not that the phone was removed", async () => {
    const code = await room();
    await closeRoom(db.clients.creator.db, 'proost', code);
    // The page joins the moment sign-in is done (RoomFirstPaint); offline, the join stays on its
    // way, and the SDK shows the membership it asked for meanwhile.
    const guest = db.clients.guest.db;
    goOffline(guest);
    const stop = warmUpPublicRoom(guest, 'proost', code, 'guest');
    const { unmount } = renderGate(code);
    try {
      expect(await screen.findByText('Blir med i rommet …')).toBeInTheDocument();
      goOnline(guest);
      expect(await screen.findByText(roomMissingText(code))).toBeInTheDocument();
      expect(screen.queryByText(REMOVED_TEXT)).not.toBeInTheDocument();
      expect(await db.readAsOwner(`members/proost/${code}/guest`)).toBeNull();
    } finally {
      goOnline(guest);
      stop();
      unmount();
    }
  });

  it('a member removed while the room is open loses the screen and is told so; a public room is not joined again', async () => {
    for (const password of ['hemmelig', undefined]) {
      const code = await room(password);
      await db.seed('/room_attempts', null);
      if (password) await joinRoom(db.clients.guest.db, 'proost', code, 'guest', { private: true }, password);
      const { unmount } = renderGate(code);
      expect(await screen.findByTestId('players')).toHaveTextContent('Hemmelige Hanne');
      await removeMember(db.clients.creator.db, 'proost', code, 'guest', { private: Boolean(password) });
      expect(await screen.findByText(REMOVED_TEXT)).toBeInTheDocument();
      expect(screen.queryByTestId('players')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Til lobbyen' })).toHaveAttribute('href', '/proost/');
      // A later change in the room: once the creator's own read has it, the guest's would have too.
      await addPlayer(db.clients.creator.db, code, 'creator', 'Ny Nora');
      expect(await db.readAsOwner(`members/proost/${code}/guest`)).toBeNull();
      expect(screen.queryByText(/Nora|Hanne/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says so when no room has the code, and opens the room a code in another case means', async () => {
    const missing = renderGate('Zzzz9');
    expect(await screen.findByText(/Fant ikke noe rom med koden «Zzzz9»/)).toBeInTheDocument();
    missing.unmount();
    const invalid = renderGate('ikke/en-kode');
    expect(await screen.findByText(/Fant ikke noe rom med koden/)).toBeInTheDocument();
    invalid.unmount();

    const code = await room();
    renderGate(code.toUpperCase());
    await waitFor(() => expect(openPage).toHaveBeenCalledWith(`/proost/${code}/`, true));
  });
});
