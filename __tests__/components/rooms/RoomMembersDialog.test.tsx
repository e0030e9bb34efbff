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
import { closeClients, connectClients, readAsOwner, type TestClient } from '@/localdb/testing';
import { startRulesDb } from '../../rules/helpers';
import { renderScreen } from '../support/screen';

jest.setTimeout(30_000);

describe('RoomMembersDialog', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let creator: TestClient;
  let guest: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('room-members');
    [creator, guest] = await connectClients(ctx.server, ctx.ns, 2, { uids: ['creator', 'guest123456'] });
    await createRoom(creator.db, proostGame, 'creator', { code: 'Memb1', name: 'Fest', creatorName: 'Kari', private: true, password: 'lekket' });
    await joinRoom(guest.db, 'proost', 'Memb1', 'guest123456', { private: true }, 'lekket');
    await set(ref(guest.db, 'presence/proost/Memb1/guest123456/c1'), true);
  });
  afterAll(async () => {
    await closeClients([creator, guest]);
    await ctx.server.close();
  });

  it('lists the members, removes one with their presence, and changes the password', async () => {
    const user = userEvent.setup();
    renderScreen(<RoomMembersDialog game="proost" code="Memb1" isPrivate onClose={() => {}} />, { client: creator, uid: 'creator' });
    const list = await screen.findByRole('list', { name: 'Medlemmer' });
    expect(await within(list).findByText('Deg (den som laget rommet)')).toBeInTheDocument();
    expect(within(list).getByText('Medlem guest1')).toBeInTheDocument();
    expect(await within(list).findByText('I rommet nå')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(within(list).queryByText('Medlem guest1')).not.toBeInTheDocument());
    expect(await readAsOwner(ctx.server, ctx.ns, 'members/proost/Memb1/guest123456')).toBeNull();
    expect(await readAsOwner(ctx.server, ctx.ns, 'presence/proost/Memb1/guest123456')).toBeNull();

    await user.type(screen.getByLabelText('Nytt passord'), 'nytt-passord');
    await user.click(screen.getByRole('button', { name: 'Bytt passord' }));
    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeInTheDocument();
    // A change goes to a fresh node that `epoch` names (docs/rooms.md "Removing a member").
    const epoch = (await readAsOwner(ctx.server, ctx.ns, 'secrets/rooms/proost/Memb1/epoch')) as string;
    expect(await readAsOwner(ctx.server, ctx.ns, `secrets/rooms/proost/Memb1/passwords/${epoch}`)).toBe('nytt-passord');
  });
});
