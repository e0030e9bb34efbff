'use client';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import CreatorRole from '@/components/rooms/CreatorRole';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { LivePainted } from '@/components/ui/firstPaintCover';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import { proostRoomRead } from '@/features/proost/lib/data';
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
  const room = useDbValue(proostRoomRead(code));
  const undo = useUndo();
  // The same read as the header's; a creator never seen since last_seen existed is judged by the room's age.
  const lobby = useDbValue(lobbyEntryRead('proost', code));
  const createdAt = lobby.status === 'success' ? (lobby.data?.createdAt ?? null) : null;
  return (
    <>
      <DbView result={room} loadingLabel="Henter rommet …">
        {(data) => {
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
          const isCreator = data.settings.createdBy === uid;
          return (
            <>
              {/* The header comes with the room's data, so the pair replaces the first paint at once. */}
              <RoomHeader game="proost" code={code} name={data.settings.name} />
              <MissedCards code={code} seq={data.cardSeq} history={data.history} />
              <TapCard code={code} room={data} isCreator={isCreator} />
              <LivePainted />
              <RenderAfterward>
                {isCreator ? (
                  <Section title="Innstillinger">
                    <SettingsSwitches code={code} settings={data.settings} />
                    <StarterPackButton code={code} questions={data.questions} />
                    <CreatorRole scope="proost" code={code} createdAt={createdAt} />
                  </Section>
                ) : null}
                <Section title="Spillere">
                  <PlayerForm code={code} allowed={isCreator || data.settings.allow_new_players} />
                  <PlayerList code={code} players={data.players} undo={undo} />
                </Section>
                <Section title={`Spørsmål (${data.questions.length})`}>
                  <QuestionForm code={code} allowed={isCreator || data.settings.allow_entries} isCreator={isCreator} />
                  <QuestionList code={code} creator={data.settings.createdBy} questions={data.questions} undo={undo} />
                </Section>
                {/* A guest's offer to take over goes below the lists: it comes with reads of its own
                    (presence, last seen), and above them it would push down what is on screen. */}
                {isCreator ? null : <CreatorRole scope="proost" code={code} createdAt={createdAt} />}
              </RenderAfterward>
            </>
          );
        }}
      </DbView>
      <UndoSnackbar undo={undo} />
    </>
  );
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
