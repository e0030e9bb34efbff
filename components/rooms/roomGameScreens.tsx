'use client';
import type { ComponentType } from 'react';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';
import { loadTheme, type LazyPart } from '@/components/ui/lazyPart';
import type { RoomGameConfig } from '@/lib/rooms/data';
import LobbyScreen from './LobbyScreen';
import { onEarlyPasswordTyped } from './earlyPasswordWall';
import type { LobbyLiveProps } from './LobbyLive';
import { PasswordWall } from './passwordWallPart';

/** What a game with rooms brings of its own; the lobby, the gate and the join are shared. */
export type RoomGameParts = {
  /** The game's key, title and contents of a new room (`proostGame` in features/proost/lib/data.ts). */
  config: () => Promise<RoomGameConfig>;
  /**
   * The room itself, under the shared gate (so its reader is a member): it reads its contents
   * and renders RoomHeader, its card and `<LivePainted />` in one commit, then the rest.
   */
  room: () => Promise<{ default: ComponentType<{ code: string }> }>;
  /**
   * True when the room's first commit (header, card, statuses) is drawn with plain elements and
   * its MUI parts load lazily after it: the room then waits for no MUI code (Proost). Otherwise
   * the room comes wrapped in MUI's theme, fetched beside it.
   */
  plainRoom?: boolean;
  /**
   * Called when the room screen starts loading: a game fetches here, beside the screen, what a
   * guest's use of the page's plain form will need next (Cah: the round, once a name is typed).
   */
  early?: () => void;
};

export type RoomGameScreens = {
  /** /<game>: join by code and create a room (plain, in the page's HTML), the active rooms (live). */
  LobbyScreen: ComponentType;
  /** /<game>/{code}: the room behind the gate; RoomFirstPaint's `live` screen. */
  RoomScreen: LazyPart<object>;
};

/**
 * The two screens of a game with rooms, built from its own parts. Their live parts load after the
 * page (this file and the lobby's plain forms are all the first load carries), each with the
 * shared screen and the game's part fetched side by side: the lobby never downloads the room, nor
 * the room the lobby.
 */
export function roomGameScreens({ config, room, plainRoom = false, early }: RoomGameParts): RoomGameScreens {
  const LobbyLive = lazyDatabaseScreen<Omit<LobbyLiveProps, 'config'>>(async () => {
    const [{ default: Live }, game] = await Promise.all([import('./LobbyLive'), config()]);
    return {
      default: function GameLobbyLive(props: Omit<LobbyLiveProps, 'config'>) {
        return <Live config={game} {...props} />;
      },
    };
  });
  return {
    LobbyScreen: function GameLobbyScreen() {
      return <LobbyScreen live={LobbyLive} />;
    },
    // The gate and the shared parts are plain: only a game's MUI room brings the theme.
    RoomScreen: lazyDatabaseScreen(
      async () => {
        // A guest typing a password into the page's plain wall will meet the live wall: its code
        // comes beside the screen's, not in a wave after it.
        onEarlyPasswordTyped(PasswordWall.preload);
        early?.();
        const [{ default: GameRoomScreen }, game, { default: Room }, theme] = await Promise.all([
          import('./GameRoomScreen'),
          config(),
          room(),
          plainRoom ? null : loadTheme(),
        ]);
        const MuiTheme = theme?.default;
        const ThemedRoom = MuiTheme
          ? function ThemedRoom(props: { code: string }) {
              return (
                <MuiTheme>
                  <Room {...props} />
                </MuiTheme>
              );
            }
          : Room;
        return {
          default: function RoomScreen() {
            return <GameRoomScreen config={game} room={ThemedRoom} />;
          },
        };
      },
      { mui: false },
    ),
  };
}
