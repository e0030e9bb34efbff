'use client';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { InputError } from '@/lib/firebase/errors';
import { findRoom, isMember, joinRoom, type FoundRoom, type RoomGameConfig } from '@/lib/rooms/data';
import { roomHref } from '@/lib/rooms/link';
import { roomMissingText } from '@/lib/rooms/texts';
import CreateRoomBox from './CreateRoomBox';
import JoinRoomBox from './JoinRoomBox';
import { openPage } from './navigate';
import PasswordDialog from './PasswordDialog';
import RoomList from './RoomList';

/**
 * The lobby of a game with rooms (Proost, Cah, Battleshots): join by code, create a room, and
 * the rooms active in the last 24 hours. Render it inside DatabaseGate.
 */
export default function Lobby({ config }: { config: RoomGameConfig }) {
  const { game } = config;
  const uid = useUid();
  const join = useDbWrite();
  const passwordJoin = useDbWrite();
  const [asking, setAsking] = useState<FoundRoom | null>(null);

  /** Opens a room: members go straight in, public rooms are joined, private ones ask first. */
  const enter = useCallback(
    (typed: string, known?: FoundRoom) =>
      join.run(async (db) => {
        const found = known ?? (await findRoom(db, game, typed));
        if (!found) throw new InputError(roomMissingText(typed.trim()));
        if (await isMember(db, game, found.code, uid)) return openPage(roomHref(game, found.code));
        if (found.room.private) return setAsking(found);
        await joinRoom(db, game, found.code, uid, found.room);
        openPage(roomHref(game, found.code));
      }),
    [game, join, uid],
  );

  const submitPassword = async (password: string) => {
    if (!asking) return;
    const ok = await passwordJoin.run((db) => joinRoom(db, game, asking.code, uid, asking.room, password));
    if (ok) openPage(roomHref(game, asking.code));
  };

  return (
    <>
      <Section title="Bli med i et rom">
        <JoinRoomBox write={join} onJoin={(code) => enter(code)} />
      </Section>
      <Section title="Lag et nytt rom">
        <CreateRoomBox config={config} onCreated={(code) => openPage(roomHref(game, code))} />
      </Section>
      <Section title="Aktive spill">
        <RoomList game={game} onJoin={(found) => enter(found.code, found)} />
      </Section>
      {asking ? (
        <PasswordDialog
          roomName={asking.room.name}
          write={passwordJoin}
          onSubmit={submitPassword}
          onClose={() => {
            passwordJoin.clear();
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
