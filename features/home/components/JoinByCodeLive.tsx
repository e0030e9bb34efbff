'use client';
import { useEffect } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { describedAction } from '@/components/rooms/describedAction';
import type { LiveActions } from '@/components/rooms/liveActions';
import { findRoomInGames, type FoundGameRoom } from '@/lib/rooms/data';
import { MANIFESTS } from '@/features';
import { roomGameTitle } from '@/lib/routes/manifest';

/** A room the code names, with its game's title («Proost») for the choices. */
export type JoinChoice = FoundGameRoom & { title: string };

/** What the home page's plain «Bli med» box asks of its live part. */
export type JoinByCodeActions = {
  /** The rooms of any game the typed code names; rejects with the Norwegian text to show. */
  find: (typed: string) => Promise<JoinChoice[]>;
};

/** The live part of the home page's «Bli med»: signs in and looks codes up. Renders nothing. */
export default function JoinByCodeLive({ actions }: { actions: LiveActions<JoinByCodeActions> }) {
  return (
    <DatabaseGate label="Bli med" fallback={null}>
      <Provide actions={actions} />
    </DatabaseGate>
  );
}

function Provide({ actions }: { actions: LiveActions<JoinByCodeActions> }) {
  const db = useScreenDatabase();
  useEffect(() => {
    actions.provide({
      // The titles come from the registry, which only this lazily loaded part carries.
      find: describedAction(async (typed: string) =>
        (await findRoomInGames(db, typed)).map((found) => ({ ...found, title: roomGameTitle(MANIFESTS, found.game) })),
      ),
    });
    return () => actions.provide(null);
  }, [actions, db]);
  return null;
}
