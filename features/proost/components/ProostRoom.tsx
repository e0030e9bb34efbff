'use client';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ProostRoom as ProostRoomData } from '@/features/proost/lib/types';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import CreatorRole from '@/components/rooms/CreatorRole';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { LivePainted } from '@/components/ui/firstPaintCover';
import UndoSnackbar, { useUndo, type Undo } from '@/components/ui/UndoSnackbar';
import { mapProostRoom, proostRoomValueRead, showText } from '@/features/proost/lib/data';
import { PENDING_TEXT } from '@/features/proost/lib/room';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { useDeckTexts } from './useDeckTexts';
import { useInvited } from '@/components/rooms/useInvited';
import { lobbyEntryRead } from '@/lib/rooms/data';
import MissedCards from './MissedCards';
import PlayerForm from './PlayerForm';
import PlayerList from './PlayerList';
import QuestionForm from './QuestionForm';
import QuestionList from './QuestionList';
import SettingsSwitches from './SettingsSwitches';
import StarterPackButton from './StarterPackButton';
import TapCard from './TapCard';

/** The Proost room: header, the shared card, the creator's switches, forms and lists, all live. */
export default function ProostRoom({ code }: { code: string }) {
  const uid = useUid();
  const room = useDbValue(proostRoomValueRead(code));
  const undo = useUndo();
  // The same read as the header's; a creator never seen since last_seen existed is judged by the room's age.
  const lobby = useDbValue(lobbyEntryRead('proost', code));
  const createdAt = lobby.status === 'success' ? (lobby.data?.createdAt ?? null) : null;
  return (
    <>
      <DbView result={room} loadingLabel="Henter rommet …">
        {(value) => <LiveRoom code={code} value={value} uid={uid} undo={undo} createdAt={createdAt} />}
      </DbView>
      <UndoSnackbar undo={undo} />
    </>
  );
}

/** The room with the deck's texts this phone may read (the host all, a guest their own). */
function LiveRoom({ code, value, uid, undo, createdAt }: { code: string; value: unknown; uid: string; undo: Undo; createdAt: number | null }) {
  const base = useMemo(() => mapProostRoom(value), [value]);
  const isCreator = base?.settings.createdBy === uid;
  const own = useMemo(() => (base?.pool ?? []).filter((q) => !q.old && q.by === uid).map((q) => q.key), [base, uid]);
  const texts = useDeckTexts(code, isCreator ? 'all' : own);
  const data = useMemo(() => mapProostRoom(value, texts), [value, texts]);
  const invited = useInvited('proost', code);
  useShowPendingText(code, data);
  if (!data) {
    // A room emptied under the page: the header stays, and the first paint's card goes.
    return (
      <>
        <RoomHeader game="proost" code={code} />
        <LivePainted />
        <Typography color="text.secondary">Rommet er tomt.</Typography>
      </>
    );
  }
  // Guests see the deck's size and their own questions, never the rest ahead of the draw.
  const listed = isCreator ? data.questions : data.questions.filter((q) => q.by === uid);
  return (
    <>
      {/* The header comes with the room's data, so the pair replaces the first paint at once. */}
      <RoomHeader game="proost" code={code} name={data.settings.name} />
      <MissedCards seq={data.cardSeq} history={data.history} />
      <TapCard code={code} room={data} isCreator={isCreator} invited={invited} />
      <LivePainted />
      <RenderAfterward>
        {isCreator ? (
          <Section title="Innstillinger">
            <SettingsSwitches code={code} settings={data.settings} />
            <StarterPackButton code={code} pool={data.pool} />
            <CreatorRole scope="proost" code={code} createdAt={createdAt} />
          </Section>
        ) : null}
        <Section title="Spillere">
          <PlayerForm code={code} allowed={isCreator || data.settings.allow_new_players || (invited && data.settings.allow_invited)} />
          <PlayerList code={code} players={data.players} undo={undo} />
        </Section>
        <Section title={`Spørsmål (${data.pool.length})`}>
          {isCreator ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="deck-hidden">
              {deckHiddenText(data.pool.length)}
            </Typography>
          )}
          <QuestionForm code={code} allowed={isCreator || data.settings.allow_entries} isCreator={isCreator} />
          <QuestionList code={code} creator={data.settings.createdBy} questions={listed} undo={undo} />
        </Section>
        {/* A guest's offer to take over goes below the lists: it comes with reads of its own
            (presence, last seen), and above them it would push down what is on screen. */}
        {isCreator ? null : <CreatorRole scope="proost" code={code} createdAt={createdAt} />}
      </RenderAfterward>
    </>
  );
}

/** «Kortstokken har 45 spørsmål …» for a guest, who sees only their own. */
export function deckHiddenText(count: number): string {
  return `Kortstokken har ${count} spørsmål. Du ser bare dine egne; resten er hemmelige til de trekkes.`;
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
