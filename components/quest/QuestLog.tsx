'use client';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useDatabase } from 'reactfire';
import { enterPresence } from '@/lib/rooms/data';
import { HEADING_PREFIX, NO_GAME_TEXT, NO_GAME_WARNING } from '@/lib/quest/quest';
import { questCreatorRead, questNameRead } from '@/lib/quest/data';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import InviteButton from '@/components/rooms/InviteButton';
import { RememberRecent } from '@/components/rooms/useRecent';
import CreatorRole from '@/components/rooms/CreatorRole';
import Page from '@/components/ui/Page';
import CreateGameForm from './CreateGameForm';
import CreatorView from './CreatorView';
import PlayerView from './PlayerView';

/** Heading and either the game (creator or player view) or the form to create it. */
export default function QuestLog({ id }: { id: string }) {
  const name = useDbValue(questNameRead(id));
  const heading = name.status === 'success' ? (name.data === null ? NO_GAME_TEXT : `${HEADING_PREFIX} ${name.data}`) : 'Questlog';
  return (
    <Page title={heading}>
      <DbView result={name}>
        {(value) =>
          value === null ? (
            <NoGame id={id} />
          ) : (
            <>
              <RememberRecent kind="quest" id={id} name={value} />
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
                <InviteButton game="quest" code={id} roomName={value} isPrivate={false} />
              </Stack>
              <Game id={id} />
            </>
          )
        }
      </DbView>
    </Page>
  );
}

function NoGame({ id }: { id: string }) {
  useEffect(() => {
    console.warn(NO_GAME_WARNING);
  }, [id]);
  return <CreateGameForm id={id} />;
}

function Game({ id }: { id: string }) {
  const uid = useUid();
  const db = useDatabase();
  const creator = useDbValue(questCreatorRead(id));
  // Presence is how the rules see that a creator is away, so another player can take over.
  useEffect(() => enterPresence(db, 'questlog', id, uid), [db, id, uid]);
  return (
    <DbView result={creator}>
      {(createdBy) =>
        createdBy === uid ? (
          <>
            <CreatorRole scope="questlog" code={id} />
            <CreatorView id={id} />
          </>
        ) : (
          <>
            <CreatorRole scope="questlog" code={id} />
            <PlayerView id={id} />
          </>
        )
      }
    </DbView>
  );
}
