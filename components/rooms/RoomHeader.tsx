'use client';
import KeyIcon from '@mui/icons-material/Key';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TagIcon from '@mui/icons-material/Tag';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { lobbyEntryRead, passwordRead, presenceRead, type RoomGame } from '@/lib/rooms/data';
import InviteButton from './InviteButton';
import RoomMembersButton from './RoomMembersButton';

/**
 * The top of every room screen: its name, code, password (members only: only they can read
 * it), how many phones have the room open now, and an invite button with a QR code.
 */
export default function RoomHeader({ game, code, name, children }: { game: RoomGame; code: string; name?: string; children?: ReactNode }) {
  const uid = useUid();
  const entry = useDbValue(lobbyEntryRead(game, code));
  const lobby = entry.status === 'success' ? entry.data : null;
  const roomName = name ?? lobby?.name ?? '';
  const isPrivate = lobby?.private ?? false;
  return (
    <Paper variant="outlined" component="header" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {roomName || code}
          </Typography>
          {lobby?.creatorName ? (
            <Typography variant="body2" color="text.secondary">
              {lobby.createdBy === uid ? 'Du laget rommet' : `Laget av ${lobby.creatorName}`}
            </Typography>
          ) : null}
        </Box>
        <InviteButton game={game} code={code} roomName={roomName} isPrivate={isPrivate} />
      </Stack>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
        <Fact icon={<TagIcon fontSize="small" />} label="Kode" testId="room-code">
          {code}
        </Fact>
        {isPrivate ? <Password game={game} code={code} /> : null}
        <Phones game={game} code={code} />
      </Stack>
      {lobby && lobby.createdBy === uid ? <RoomMembersButton game={game} code={code} isPrivate={isPrivate} /> : null}
      {children}
    </Paper>
  );
}

function Password({ game, code }: { game: RoomGame; code: string }) {
  const password = useDbValue(passwordRead(game, code));
  if (password.status !== 'success' || !password.data) return null;
  return (
    <Fact icon={<KeyIcon fontSize="small" />} label="Passord" testId="room-password">
      {password.data}
    </Fact>
  );
}

function Phones({ game, code }: { game: RoomGame; code: string }) {
  const phones = useDbValue(presenceRead(game, code));
  if (phones.status !== 'success') return null;
  const n = Math.max(1, phones.data);
  return (
    <Fact icon={<PhoneIphoneIcon fontSize="small" />} testId="room-phones">
      {n === 1 ? '1 telefon i rommet' : `${n} telefoner i rommet`}
    </Fact>
  );
}

function Fact({ icon, label, testId, children }: { icon: ReactNode; label?: string; testId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" data-testid={testId}>
        {label ? `${label}: ` : null}
        <Box component="strong" sx={{ color: 'text.primary', fontFamily: label ? 'monospace' : undefined, fontSize: label ? '1rem' : undefined }}>
          {children}
        </Box>
      </Typography>
    </Stack>
  );
}
