'use client';
import { useCallback, useEffect, useState } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import WriteStatus from '@/components/firebase/WriteStatus';
import { InputError } from '@/lib/firebase/errors';
import { ROOM_GAMES } from '@/lib/rooms/roomGame';
import { findRoom, findRoomInGames, isMember, joinRoom, createRoom, type FoundRoom, type RoomGameConfig } from '@/lib/rooms/data';
import { roomHref } from '@/lib/rooms/link';
import { roomMissingText } from '@/lib/rooms/texts';
import { describedAction } from './describedAction';
import type { LiveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import { openPage } from './navigate';
import PasswordDialog from './PasswordDialog';
import RoomList from './RoomList';
import { rememberSeat } from '@/lib/rooms/seatNote';

export type LobbyLiveProps = { config: RoomGameConfig; actions: LiveActions<LobbyActions> };

/**
 * The live part of a game's lobby, loaded after the page: it gives the plain join and create
 * forms their actions, lists the active rooms, and asks for a private room's password.
 */
export default function LobbyLive({ config, actions }: LobbyLiveProps) {
  return (
    <DatabaseGate label={config.title}>
      <Live config={config} actions={actions} />
    </DatabaseGate>
  );
}

function Live({ config, actions }: LobbyLiveProps) {
  const { game } = config;
  const uid = useUid();
  const db = useScreenDatabase();
  const listJoin = useDbWrite();
  const passwordJoin = useDbWrite();
  const [asking, setAsking] = useState<FoundRoom | null>(null);

  /** Opens a room: members go straight in, public rooms are joined, private ones ask first. */
  const enter = useCallback(
    async (typed: string, known?: FoundRoom) => {
      const found = known ?? (await findRoom(db, game, typed));
      if (!found) {
        // A code of another game (a Cah code typed in Proost's lobby) opens that game's room,
        // whose own gate joins it or asks for its password (docs/rooms.md "Codes").
        const elsewhere = await findRoomInGames(db, typed, ROOM_GAMES.filter((other) => other !== game));
        if (elsewhere[0]) return openPage(roomHref(elsewhere[0].game, elsewhere[0].code));
        throw new InputError(roomMissingText(typed.trim()));
      }
      if (await isMember(db, game, found.code, uid)) return openPage(roomHref(game, found.code));
      if (found.room.private) return setAsking(found);
      await joinRoom(db, game, found.code, uid, found.room);
      openPage(roomHref(game, found.code));
    },
    [db, game, uid],
  );

  useEffect(() => {
    // The plain forms show a refusal's message themselves.
    actions.provide({
      join: describedAction((typed: string) => enter(typed)),
      create: describedAction(async (room) => {
        const code = await createRoom(db, config, uid, room);
        if (config.creatorHoldsSeat) rememberSeat(game, code, true);
        openPage(roomHref(game, code));
      }),
    });
    return () => actions.provide(null);
  }, [actions, config, db, enter, game, uid]);

  const submitPassword = async (password: string) => {
    if (!asking) return;
    const ok = await passwordJoin.run((db) => joinRoom(db, game, asking.code, uid, asking.room, password));
    if (ok) openPage(roomHref(game, asking.code));
  };

  return (
    <>
      <RoomList game={game} onJoin={(found) => void listJoin.run(() => enter(found.code, found))} />
      <WriteStatus write={listJoin} />
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
