'use client';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import EmptyState from '@/components/ui/EmptyState';
import { closeRoom, lobbyRead, type FoundRoom, type RoomGame } from '@/lib/rooms/data';
import { activeRooms } from '@/lib/rooms/lobby';

/** The rooms active in the last 24 hours, newest first; the creator can close theirs. */
export default function RoomList({ game, onJoin }: { game: RoomGame; onJoin: (room: FoundRoom) => void }) {
  const uid = useUid();
  const [now] = useState(() => Date.now());
  const rooms = useDbValue(lobbyRead(game, now));
  const close = useDbWrite();
  // Closing takes the room out of the lobby for good (no one new can join), so it is asked first.
  // The room stays set while the dialog fades out, so its title does not change under the eye.
  const [closing, setClosing] = useState<{ code: string; name: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const confirmClose = () => {
    setAsking(false);
    if (closing) void close.run((db) => closeRoom(db, game, closing.code));
  };
  return (
    <DbView result={rooms} loadingLabel="Henter rom …">
      {(all) => {
        const active = activeRooms(all, now);
        if (active.length === 0) return <EmptyState />;
        return (
          <>
            <List disablePadding aria-label="Aktive spill">
              {active.map((room) => (
                <ListItem key={room.code} divider disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {room.private ? (
                      <LockIcon titleAccess="Privat" fontSize="small" />
                    ) : (
                      <LockOpenIcon titleAccess="Åpent" fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={room.name}
                    secondary={room.creatorName ? `av ${room.creatorName}` : undefined}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, ml: 1 }}>
                    {room.createdBy === uid ? (
                      <Button
                        size="small"
                        color="inherit"
                        aria-label={`Lukk ${room.name}`}
                        disabled={close.pending}
                        onClick={() => {
                          setClosing({ code: room.code, name: room.name });
                          setAsking(true);
                        }}
                      >
                        Lukk
                      </Button>
                    ) : null}
                    <Button size="small" variant="outlined" aria-label={`Bli med i ${room.name}`} onClick={() => onJoin({ code: room.code, room })}>
                      Bli med
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
            <WriteStatus write={close} />
            <ConfirmDialog
              open={asking}
              title={`Lukke ${closing?.name ?? 'rommet'}?`}
              text="Rommet forsvinner fra lobbyen, og ingen nye kan bli med. De som allerede er med, kan fortsatt bruke det."
              confirmLabel="Ja, lukk rommet"
              onConfirm={confirmClose}
              onCancel={() => setAsking(false)}
            />
          </>
        );
      }}
    </DbView>
  );
}
