/**
 * The creator's members dialog against a real localdb with the real rules: the list, removing
 * a member (whose phone's presence mark goes too), and a new password for a leaked one.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref, set } from 'firebase/database';
import RoomMembersDialog, { PASSWORD_CHANGED_TEXT } from '@/components/rooms/RoomMembersDialog';
import { proostGame } from '@/features/proost/lib/data';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { setupScreenDb } from '../support/db';
import { renderScreen } from '../support/screen';

jest.setTimeout(30_000);

describe('RoomMembersDialog', () => {
  const db = setupScreenDb('room-members', { users: ['creator', 'guest123456'] });
  beforeAll(async () => {
    await createRoom(db.clients.creator.db, proostGame, 'creator', { code: 'Memb1', name: 'Fest', creatorName: 'Kari', private: true, password: 'lekket' });
    await joinRoom(db.clients.guest123456.db, 'proost', 'Memb1', 'guest123456', { private: true }, 'lekket');
    await set(ref(db.clients.guest123456.db, 'presence/proost/Memb1/guest123456/c1'), true);
  });

  it('lists the members, removes one with their presence, and changes the password', async () => {
    const user = userEvent.setup();
    renderScreen(<RoomMembersDialog game="proost" code="Memb1" isPrivate onClose={() => {}} />, { client: db.clients.creator, uid: 'creator' });
    const list = await screen.findByRole('list', { name: 'Medlemmer' });
    expect(await within(list).findByText('Deg (den som laget rommet)')).toBeInTheDocument();
    expect(within(list).getByText('Medlem guest1')).toBeInTheDocument();
    expect(await within(list).findByText('I rommet nå')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(within(list).queryByText('Medlem guest1')).not.toBeInTheDocument());
    expect(await db.readAsOwner('members/proost/Memb1/guest123456')).toBeNull();
    expect(await db.readAsOwner('presence/proost/Memb1/guest123456')).toBeNull();

    await user.type(screen.getByLabelText('Nytt passord'), 'nytt-passord');
    await user.click(screen.getByRole('button', { name: 'Bytt passord' }));
    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeInTheDocument();
    // A change goes to a fresh node that `epoch` names (docs/rooms.md "Removing a member").
    const epoch = (await db.readAsOwner('secrets/rooms/proost/Memb1/epoch')) as string;
    expect(await db.readAsOwner(`secrets/rooms/proost/Memb1/passwords/${epoch}`)).toBe('nytt-passord');
  });
});
