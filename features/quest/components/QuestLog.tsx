'use client';
import { useEffect, useLayoutEffect, useState } from 'react';
import { enterPresence } from '@/lib/rooms/data';
import { HEADING_PREFIX, NO_GAME_TEXT, NO_GAME_WARNING } from '@/features/quest/lib/quest';
import { hiddenQuestsRead, questCreatorRead, questNameRead, visibleQuestsRead } from '@/features/quest/lib/data';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import InviteButton from '@/components/rooms/InviteButton';
import { RememberRecent } from '@/components/rooms/useRecent';
import CreatorRole from '@/components/rooms/CreatorRole';
import { LivePainted, useCoveredByFirstPaint } from '@/components/ui/firstPaintCover';
import { usePartLoaded } from '@/components/ui/lazyPart';
import Page from '@/components/ui/Page';
import { CreateGameFormPart, CreatorViewPart } from './parts';
import PlayerView from './PlayerView';
import { QuestActionsRow } from './QuestLogView';

/** Heading and either the game (creator or player view) or the form to create it. */
export default function QuestLog({ id }: { id: string }) {
  const name = useDbValue(questNameRead(id));
  const covered = useCoveredByFirstPaint();
  // While the page's first paint covers the screen, the live log shows nothing until it can
  // show the heading and the quests in one commit (see Game).
  if (covered && name.status === 'loading') return null;
  // A game that exists gets its own page; loading and errors render through the DbView below.
  if (name.status === 'success' && name.data !== null) return <Game id={id} name={name.data} />;
  const heading = name.status === 'success' ? NO_GAME_TEXT : 'Questlog';
  return (
    <Page title={heading}>
      <DbView result={name}>
        {() => (
          <>
            <LivePainted />
            <NoGame id={id} />
          </>
        )}
      </DbView>
    </Page>
  );
}

function NoGame({ id }: { id: string }) {
  useEffect(() => {
    console.warn(NO_GAME_WARNING);
  }, [id]);
  return <CreateGameFormPart id={id} />;
}

function Game({ id, name }: { id: string; name: string }) {
  const uid = useUid();
  const db = useScreenDatabase();
  const creator = useDbValue(questCreatorRead(id));
  // Read here as well as in the views (the same live read), so the quests are there when the
  // heading is: the first paint is replaced by both at once.
  const visible = useDbValue(visibleQuestsRead(id));
  const covered = useCoveredByFirstPaint();
  // Presence is how the rules see that a creator is away, so another player can take over.
  useEffect(() => enterPresence(db, 'questlog', id, uid), [db, id, uid]);
  // Until the creator is known the visitor is a player; the views wait for it in the DbView below.
  const isCreator = creator.status === 'success' && creator.data === uid;
  // The creator's log shows the hidden quests too: it waits for them as well.
  const [hiddenLoaded, setHiddenLoaded] = useState(false);
  // And for its code (MUI's switches and forms), which a player's log never loads.
  const creatorCode = usePartLoaded(CreatorViewPart, isCreator);
  const waiting =
    covered && (creator.status === 'loading' || visible.status === 'loading' || (isCreator && !(hiddenLoaded && creatorCode)));
  // The probe and the page keep their places, so a change of role never remounts the page.
  return (
    <>
      {isCreator && covered ? <HiddenProbe id={id} onLoaded={setHiddenLoaded} /> : null}
      {waiting ? null : (
        <Page title={`${HEADING_PREFIX} ${name}`}>
          <RememberRecent kind="quest" id={id} name={name} />
          <QuestActionsRow>
            <InviteButton game="quest" code={id} roomName={name} isPrivate={false} />
          </QuestActionsRow>
          <DbView result={creator}>
            {() => (
              <>
                {isCreator ? <CreatorRole scope="questlog" code={id} /> : null}
                {isCreator ? <CreatorViewPart id={id} /> : <PlayerView id={id} />}
                {/* A player's offer to take over goes below the quests: it comes with reads of its
                    own (presence, last seen), and above them it would push the quests the page's
                    first paint showed. */}
                {isCreator ? null : <CreatorRole scope="questlog" code={id} />}
              </>
            )}
          </DbView>
        </Page>
      )}
    </>
  );
}

/** Tells whether the creator's hidden quests have come (the same live read CreatorView uses). */
function HiddenProbe({ id, onLoaded }: { id: string; onLoaded: (loaded: boolean) => void }) {
  const hidden = useDbValue(hiddenQuestsRead(id));
  const loaded = hidden.status !== 'loading';
  // Before paint, so the log and its hidden quests show in the same frame.
  useLayoutEffect(() => onLoaded(loaded), [loaded, onLoaded]);
  return null;
}
