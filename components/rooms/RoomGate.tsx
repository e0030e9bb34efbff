'use client';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import WriteStatus from '@/components/firebase/WriteStatus';
import Loading from '@/components/ui/Loading';
import PlainAlert, { PlainAlertLink } from '@/components/ui/PlainAlert';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { isRoomCode } from '@/lib/rooms/code';
import { enterPresence, findRoom, joinRoom, lobbyEntryRead, membershipRead, touchRoom, type RoomGame } from '@/lib/rooms/data';
import type { LobbyRoom } from '@/lib/rooms/lobby';
import { lobbyHref, roomHref } from '@/lib/rooms/link';
import { REMOVED_TEXT, roomMissingText } from '@/lib/rooms/texts';
import { earlyJoinState, listenAhead, onEarlyJoins } from '@/lib/rooms/warmUp';
import { openPage } from './navigate';
import { PasswordWall } from './passwordWallPart';
import { useRecordInvite } from './useInvited';

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
  const entry = useDbValue(lobbyEntryRead(game, code));
  const db = useScreenDatabase();
  // A public room's contents are asked for beside the join, not after it (listenAhead); a
  // private room's stay unasked until the password has let this phone in.
  const publicRoom = entry.status === 'success' && entry.data !== null && !entry.data.private;
  useEffect(() => (publicRoom ? listenAhead(db, game, code) : undefined), [publicRoom, db, game, code]);
  // Owned here, not by the wall, so a refused password's message survives the SDK showing the
  // membership optimistically for a moment before the server refuses it.
  const join = useDbWrite();
  // The page may have joined already, the moment sign-in was done (lib/rooms/warmUp.ts); until the
  // server has answered, the membership the SDK shows is only that join's own, as with `join`.
  const readEarlyJoin = useCallback(() => earlyJoinState(game, code, uid), [game, code, uid]);
  const earlyJoin = useSyncExternalStore(onEarlyJoins, readEarlyJoin, readEarlyJoin);
  const isMember = membership.status === 'success' && membership.data && !join.pending && earlyJoin !== 'pending';
  // Someone who was let in and loses membership while here was removed by the creator: the
  // screen goes (its reads are refused, docs/security.md "Removed members") and says so, and a
  // public room is not joined again behind their back.
  const [wasMember, setWasMember] = useState(false);
  if (isMember && !wasMember) setWasMember(true);
  if (membership.status !== 'success') return <DbView result={membership}>{() => null}</DbView>;
  if (wasMember && !isMember && !join.pending) return <Removed game={game} />;
  // Not sent again while on its way: the entrance would otherwise join a second time.
  if (earlyJoin === 'pending') return <Loading label="Blir med i rommet …" />;
  if (isMember) {
    return (
      <>
        <Presence game={game} code={code} uid={uid} />
        {children}
      </>
    );
  }
  return <Entrance game={game} code={code} join={join} />;
}

/** Marks this phone present while the room is open, and the room as in use; records an invite. */
function Presence({ game, code, uid }: { game: RoomGame; code: string; uid: string }) {
  const db = useScreenDatabase();
  // A member who opened the host's invite link records it now (docs/rooms.md "Invites").
  useRecordInvite(game, code, uid);
  useEffect(() => enterPresence(db, game, code, uid), [db, game, code, uid]);
  useEffect(() => {
    // Only keeps the room in the lobby's list; a closed room refuses it, which is fine.
    touchRoom(db, game, code).catch(() => undefined);
  }, [db, game, code]);
  return null;
}

type EntranceProps = { game: RoomGame; code: string; join: DbWrite };

function Entrance({ game, code, join }: EntranceProps) {
  const entry = useDbValue(lobbyEntryRead(game, code));
  return (
    <DbView result={entry} loadingLabel="Åpner rommet …">
      {(room) => {
        if (!room) return <OtherCase game={game} code={code} />;
        // Nothing of the room is asked for before the join: behind a private room's wall a
        // refusal shown before anyone has typed a password would only alarm. Once joined, the
        // membership read follows the join live and the room's screen mounts.
        return <Join game={game} code={code} room={room} join={join} />;
      }}
    </DbView>
  );
}

type JoinProps = { game: RoomGame; code: string; room: LobbyRoom; join: DbWrite };

function Join({ game, code, room, join }: JoinProps) {
  const uid = useUid();
  const enter = async (password?: string) => {
    await join.run((db) => joinRoom(db, game, code, uid, room, password));
  };
  // A public room is joined at once, once: a failed join shows its error instead of looping.
  useWriteOnce(!room.private && 'join', () => enter());

  if (!room.private) return join.error ? <WriteStatus write={join} /> : <Loading label="Blir med i rommet …" />;
  return <PasswordWall write={join} onSubmit={enter} />;
}

/** This phone's membership was taken away while the room was open («Medlemmer»). */
function Removed({ game }: { game: RoomGame }) {
  return (
    <>
      <LivePainted />
      <PlainAlert severity="warning" spaced testId="room-removed" action={<PlainAlertLink href={lobbyHref(game)}>Til lobbyen</PlainAlertLink>}>
        {REMOVED_TEXT}
      </PlainAlert>
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
      <PlainAlert severity="warning" spaced action={<PlainAlertLink href={lobbyHref(game)}>Til lobbyen</PlainAlertLink>}>
        {roomMissingText(code)}
      </PlainAlert>
    </>
  );
}
