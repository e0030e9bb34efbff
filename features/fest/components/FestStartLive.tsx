'use client';
import { useEffect } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useUid } from '@/components/firebase/SessionProvider';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { describedAction } from '@/components/rooms/describedAction';
import type { LiveActions } from '@/components/rooms/liveActions';
import type { LobbyActions } from '@/components/rooms/lobbyActions';
import { openPage } from '@/components/rooms/navigate';
import { InputError } from '@/lib/firebase/errors';
import { findRoom } from '@/lib/rooms/data';
import { roomHref } from '@/lib/rooms/link';
import { createParty } from '../lib/data';
import { PARTY_MISSING_TEXT } from '../lib/texts';

/**
 * The start page's live part: it gives the plain forms their actions. Joining opens the party's
 * page, which asks for the name and the password; making one lands the host in it.
 */
export default function FestStartLive({ actions }: { actions: LiveActions<LobbyActions> }) {
  return (
    <DatabaseGate label="Festrom" fallback={null}>
      <Live actions={actions} />
    </DatabaseGate>
  );
}

function Live({ actions }: { actions: LiveActions<LobbyActions> }) {
  const uid = useUid();
  const db = useScreenDatabase();
  useEffect(() => {
    actions.provide({
      join: describedAction(async (typed: string) => {
        const found = await findRoom(db, 'fest', typed);
        if (!found) throw new InputError(PARTY_MISSING_TEXT(typed.trim()));
        openPage(roomHref('fest', found.code));
      }),
      create: describedAction(async (party) => {
        const code = await createParty(db, uid, { code: party.code, name: party.name, hostName: party.creatorName, password: party.password });
        openPage(roomHref('fest', code));
      }),
    });
    return () => actions.provide(null);
  }, [actions, db, uid]);
  return null;
}
