'use client';
import type { ReactNode } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { lobbyEntryRead, passwordEpochRead, passwordRead, presenceRead, type RoomGame } from '@/lib/rooms/data';
import InviteButton from './InviteButton';
import PartyBackLink from './PartyBackLink';
import RoomHeaderView, { RoomFact } from './RoomHeaderView';
import RoomMembersButton from './RoomMembersButton';
import { KeyIcon, PhoneIcon } from './roomIcons';

/**
 * The top of every room screen, live: its name, code, password (members only: only they can
 * read it), how many phones have the room open now, and an invite button with a QR code.
 */
export default function RoomHeader({ game, code, name, children }: { game: RoomGame; code: string; name?: string; children?: ReactNode }) {
  const uid = useUid();
  const entry = useDbValue(lobbyEntryRead(game, code));
  // Deliberately no DbView in the header (here, Password and Phones): it must look like the first
  // paint at once, so a fact still loading or unreadable is left out rather than a spinner.
  const lobby = entry.status === 'success' ? entry.data : null;
  const roomName = name || lobby?.name || '';
  const isPrivate = lobby?.private ?? false;
  let byline: string | null = null;
  if (lobby?.creatorName) byline = lobby.createdBy === uid ? 'Du laget rommet' : `Laget av ${lobby.creatorName}`;
  return (
    <RoomHeaderView
      name={roomName}
      code={code}
      byline={byline}
      action={<InviteButton game={game} code={code} roomName={roomName} isPrivate={isPrivate} />}
      facts={
        <>
          {isPrivate ? <Password game={game} code={code} /> : null}
          <Phones game={game} code={code} />
        </>
      }
    >
      <PartyBackLink game={game} code={code} />
      {lobby && lobby.createdBy === uid ? <RoomMembersButton game={game} code={code} isPrivate={isPrivate} /> : null}
      {children}
    </RoomHeaderView>
  );
}

function Password({ game, code }: { game: RoomGame; code: string }) {
  // Which node holds the password in force; a change moves it (docs/rooms.md "Removing a member").
  const epoch = useDbValue(passwordEpochRead(game, code));
  if (epoch.status !== 'success') return null;
  return <PasswordIn game={game} code={code} epoch={epoch.data} />;
}

function PasswordIn({ game, code, epoch }: { game: RoomGame; code: string; epoch: string | null }) {
  const password = useDbValue(passwordRead(game, code, epoch));
  if (password.status !== 'success' || !password.data) return null;
  return (
    <RoomFact icon={<KeyIcon />} label="Passord" testId="room-password" code>
      {password.data}
    </RoomFact>
  );
}

function Phones({ game, code }: { game: RoomGame; code: string }) {
  const phones = useDbValue(presenceRead(game, code));
  if (phones.status !== 'success') return null;
  const n = Math.max(1, phones.data);
  return (
    <RoomFact icon={<PhoneIcon />} testId="room-phones">
      {n === 1 ? '1 telefon i rommet' : `${n} telefoner i rommet`}
    </RoomFact>
  );
}
