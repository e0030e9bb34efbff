'use client';
import { useEffect } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { invitedRead, recordInvite, type RoomGame } from '@/lib/rooms/data';
import { hashWithoutInvite, inviteFromHash } from '@/lib/rooms/invite';

/**
 * Whether this visitor came by the host's invite link (docs/rooms.md "Invites"): their
 * invited/{game}/{code}/{uid} mark, which the rules write only with the room's secret. False
 * while unknown. Use inside RoomGate (the visitor is a member). A game's rules ask the same with
 * isInvited(game) (rules/common.ts).
 */
export function useInvited(game: RoomGame, code: string): boolean {
  return useInviteState(game, code) === true;
}

/**
 * useInvited, with null while it is not known yet: the mark is still being read, or the address
 * still carries an invite that useRecordInvite is recording (it takes it out of the address once
 * the rules have answered).
 */
export function useInviteState(game: RoomGame, code: string): boolean | null {
  const uid = useUid();
  const mark = useDbValue(invitedRead(game, code, uid));
  if (mark.status === 'success' && mark.data) return true;
  if (mark.status === 'loading' || inviteFromHash(window.location.hash) !== null) return null;
  return false;
}

/**
 * Records the invite secret the address's fragment carries (`#inv=…`), once the visitor is a
 * member, then takes it out of the address bar (and so out of history and of a link copied from
 * there). A wrong or stale secret is refused by the rules and simply not recorded.
 */
export function useRecordInvite(game: RoomGame, code: string, uid: string): void {
  const db = useScreenDatabase();
  useEffect(() => {
    const secret = inviteFromHash(window.location.hash);
    if (!secret) return;
    let cancelled = false;
    recordInvite(db, game, code, uid, secret)
      .catch((error) => console.warn('Invite could not be recorded', error))
      .finally(() => {
        if (cancelled) return;
        const { pathname, search, hash } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}${hashWithoutInvite(hash)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [db, game, code, uid]);
}
