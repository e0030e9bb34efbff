'use client';
import { useEffect, useMemo } from 'react';
import type { ProostRoom as ProostRoomData } from '@/features/proost/lib/types';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { mapProostRoom, proostRoomValueRead, showText } from '@/features/proost/lib/data';
import { PENDING_TEXT } from '@/features/proost/lib/room';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { useDeckTexts } from './useDeckTexts';
import { useInvited } from '@/components/rooms/useInvited';
import { lobbyEntryRead } from '@/lib/rooms/data';
import MissedCards from './MissedCards';
import TapCard from './TapCard';
import { CreatorSettingsPart } from './creatorSettingsPart';
import { ProostRoomSections } from './sectionsPart';
import styles from './ProostRoom.module.css';

/** The Proost room: header, the shared card, the creator's switches, forms and lists, all live. */
export default function ProostRoom({ code }: { code: string }) {
  const uid = useUid();
  // Fetched while the room's data is on its way (the line and the thread wait for sign-in and the
  // socket then), so the sections do not compete with the card's first live commit.
  useEffect(() => ProostRoomSections.preload(), []);
  const room = useDbValue(proostRoomValueRead(code));
  // The same read as the header's; a creator never seen since last_seen existed is judged by the room's age.
  const lobby = useDbValue(lobbyEntryRead('proost', code));
  const createdAt = lobby.status === 'success' ? (lobby.data?.createdAt ?? null) : null;
  return (
    <DbView result={room} loadingLabel="Henter rommet …">
      {(value) => <LiveRoom code={code} value={value} uid={uid} createdAt={createdAt} />}
    </DbView>
  );
}

/** The room with the deck's texts this phone may read (the host all, a guest their own). */
function LiveRoom({ code, value, uid, createdAt }: { code: string; value: unknown; uid: string; createdAt: number | null }) {
  const base = useMemo(() => mapProostRoom(value), [value]);
  const isCreator = base?.settings.createdBy === uid;
  const own = useMemo(() => (base?.pool ?? []).filter((q) => !q.old && q.by === uid).map((q) => q.key), [base, uid]);
  const texts = useDeckTexts(code, isCreator ? 'all' : own);
  const data = useMemo(() => mapProostRoom(value, texts), [value, texts]);
  const invited = useInvited('proost', code);
  useShowPendingText(code, data);
  useEffect(() => {
    if (isCreator) CreatorSettingsPart.preload();
  }, [isCreator]);
  if (!data) {
    // A room emptied under the page: the header stays, and the first paint's card goes.
    return (
      <>
        <RoomHeader game="proost" code={code} />
        <LivePainted />
        <p className={styles.empty}>Rommet er tomt.</p>
      </>
    );
  }
  return (
    <>
      {/* The header comes with the room's data, so the pair replaces the first paint at once. */}
      <RoomHeader game="proost" code={code} name={data.settings.name} />
      <MissedCards seq={data.cardSeq} history={data.history} />
      <TapCard code={code} room={data} isCreator={isCreator} invited={invited} />
      <LivePainted />
      {/* The rest comes in a part of its own after the card is live: the forms, lists and
          switches (MUI inputs, lists, the undo snackbar) are not what the guest waits for. */}
      <ProostRoomSections code={code} data={data} uid={uid} isCreator={isCreator} invited={invited} createdAt={createdAt} />
    </>
  );
}

/**
 * A drawn deck question whose text has not reached the room yet (its drawer went offline
 * between the draw and the copy): any member's phone may read it now and copies it in.
 */
function useShowPendingText(code: string, room: ProostRoomData | null) {
  const db = useScreenDatabase();
  const pending = room?.card?.text === PENDING_TEXT ? room.card.question : null;
  useEffect(() => {
    if (!pending || !room) return;
    // A short wait leaves the copy to the drawer, whose phone does it right after the draw.
    const timer = setTimeout(() => showText(db, code, pending, room).catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, [db, code, pending, room]);
}
