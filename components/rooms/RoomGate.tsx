'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import DbView from '@/components/firebase/DbView';
import { useRetryReads } from '@/components/firebase/ScreenContext';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import WriteStatus from '@/components/firebase/WriteStatus';
import Loading from '@/components/ui/Loading';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { isRoomCode } from '@/lib/rooms/code';
import { enterPresence, findRoom, joinRoom, lobbyEntryRead, membershipRead, touchRoom, type RoomGame } from '@/lib/rooms/data';
import type { LobbyRoom } from '@/lib/rooms/lobby';
import { lobbyHref, roomHref } from '@/lib/rooms/link';
import { PRIVATE_ROOM_TEXT, REMOVED_TEXT, roomMissingText } from '@/lib/rooms/texts';
import { openPage } from './navigate';
import PasswordForm from './PasswordForm';

/**
 * What a game's room screen wraps itself in. Members see the room (and count as present);
 * a public room is joined at once; a private room shows the password wall, and the room's
 * data stays unreadable (the rules see to that) until the right password is given. After a
 * join the screen's reads subscribe again, so the room appears without a reload.
 */
export default function RoomGate({ game, code, children }: { game: RoomGame; code: string; children: ReactNode }) {
  if (!isRoomCode(code)) return <RoomMissing game={game} code={code} />;
  return (
    <Membership game={game} code={code}>
      {children}
    </Membership>
  );
}

function Membership({ game, code, children }: { game: RoomGame; code: string; children: ReactNode }) {
  const uid = useUid();
  const membership = useDbValue(membershipRead(game, code, uid));
  // Asked alongside the membership, not after it: a first visit needs both before it can join.
  // The entrance reads the same key and so shares this subscription.
  useDbValue(lobbyEntryRead(game, code));
  // Owned here, not by the wall, so a refused password's message survives the SDK showing the
  // membership optimistically for a moment before the server refuses it.
  const join = useDbWrite();
  const isMember = membership.status === 'success' && membership.data && !join.pending;
  // Someone who was let in and loses membership while here was removed by the creator: the
  // screen goes (its reads are refused, docs/security.md "Removed members") and says so, and a
  // public room is not joined again behind their back.
  const [wasMember, setWasMember] = useState(false);
  if (isMember && !wasMember) setWasMember(true);
  if (membership.status !== 'success') return <DbView result={membership}>{() => null}</DbView>;
  if (wasMember && !isMember && !join.pending) return <Removed game={game} />;
  if (isMember) {
    return (
      <>
        <Presence game={game} code={code} uid={uid} />
        {children}
      </>
    );
  }
  return (
    <Entrance game={game} code={code} join={join}>
      {children}
    </Entrance>
  );
}

/** Marks this phone present while the room is open, and the room as in use. */
function Presence({ game, code, uid }: { game: RoomGame; code: string; uid: string }) {
  const db = useScreenDatabase();
  useEffect(() => enterPresence(db, game, code, uid), [db, game, code, uid]);
  useEffect(() => {
    // Only keeps the room in the lobby's list; a closed room refuses it, which is fine.
    touchRoom(db, game, code).catch(() => undefined);
  }, [db, game, code]);
  return null;
}

type EntranceProps = { game: RoomGame; code: string; join: DbWrite; children: ReactNode };

function Entrance({ game, code, join, children }: EntranceProps) {
  const entry = useDbValue(lobbyEntryRead(game, code));
  return (
    <DbView result={entry} loadingLabel="Åpner rommet …">
      {(room) => {
        if (!room) return <OtherCase game={game} code={code} />;
        // Behind the wall the screen still asks for the room and is refused by the rules, so it
        // says why; once the password is right, the same screen reads again.
        const screenMounted = room.private;
        return (
          <Join game={game} code={code} room={room} join={join} screenMounted={screenMounted}>
            {screenMounted ? children : null}
          </Join>
        );
      }}
    </DbView>
  );
}

type JoinProps = {
  game: RoomGame;
  code: string;
  room: LobbyRoom;
  join: DbWrite;
  /** Whether the room's screen is already mounted (and refused) before the join. */
  screenMounted: boolean;
  children: ReactNode;
};

function Join({ game, code, room, join, screenMounted, children }: JoinProps) {
  const uid = useUid();
  const retry = useRetryReads();
  const enter = async (password?: string) => {
    const joined = await join.run((db) => joinRoom(db, game, code, uid, room, password));
    // A screen mounted before the join was refused and must read again. A public room's screen
    // mounts only after the join, and the membership read follows the join live.
    if (joined && screenMounted) retry();
  };
  // A public room is joined at once, once: a failed join shows its error instead of looping.
  useWriteOnce(!room.private && 'join', () => enter());

  if (!room.private) {
    return (
      <>
        {join.error ? <WriteStatus write={join} /> : <Loading label="Blir med i rommet …" />}
        {children}
      </>
    );
  }
  return (
    <>
      <PasswordWall write={join} onSubmit={enter} />
      {children}
    </>
  );
}

function PasswordWall({
  write,
  onSubmit,
}: {
  write: DbWrite;
  onSubmit: (password: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="password-wall">
      {/* A room that turned private after its first paint: the wall replaces the snapshot. */}
      <LivePainted />
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        Privat rom
      </Typography>
      <Typography sx={{ my: 1.5 }}>{PRIVATE_ROOM_TEXT}</Typography>
      <PasswordForm write={write} onSubmit={onSubmit} />
    </Paper>
  );
}


/** This phone's membership was taken away while the room was open («Medlemmer»). */
function Removed({ game }: { game: RoomGame }) {
  return (
    <>
      <LivePainted />
      <Alert
        severity="warning"
        sx={{ my: 2 }}
        data-testid="room-removed"
        action={
          <Button color="inherit" size="small" href={lobbyHref(game)}>
            Til lobbyen
          </Button>
        }
      >
        {REMOVED_TEXT}
      </Alert>
    </>
  );
}

/** The code in the address matches no room exactly: open the one it means ignoring case. */
function OtherCase({ game, code }: { game: RoomGame; code: string }) {
  const db = useScreenDatabase();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let cancelled = false;
    findRoom(db, game, code)
      .then((found) => {
        if (cancelled) return;
        if (found && found.code !== code) openPage(roomHref(game, found.code), true);
        else setMissing(true);
      })
      .catch(() => !cancelled && setMissing(true));
    return () => {
      cancelled = true;
    };
  }, [db, game, code]);
  return missing ? <RoomMissing game={game} code={code} /> : <Loading label="Åpner rommet …" />;
}

function RoomMissing({ game, code }: { game: RoomGame; code: string }) {
  return (
    <>
      <LivePainted />
      <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" href={lobbyHref(game)}>
          Til lobbyen
        </Button>
      }
    >
      {roomMissingText(code)}
      </Alert>
    </>
  );
}
