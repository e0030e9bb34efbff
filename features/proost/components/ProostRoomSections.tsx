'use client';
import { useSameContent } from '@/components/firebase/useSameContent';
import CreatorRole from '@/components/rooms/CreatorRole';
import PlainSection from '@/components/ui/PlainSection';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { UndoSnackbarPart } from '@/components/ui/UndoSnackbarPart';
import { useUndo } from '@/components/ui/useUndo';
import type { ProostRoom } from '@/features/proost/lib/types';
import { CreatorSettingsPart } from './creatorSettingsPart';
import PlayerForm from './PlayerForm';
import PlayerList from './PlayerList';
import QuestionForm from './QuestionForm';
import QuestionList from './QuestionList';
import styles from './ProostRoom.module.css';

type SectionsProps = { code: string; data: ProostRoom; uid: string; isCreator: boolean; invited: boolean; createdAt: number | null };

/**
 * What a Proost room shows below its card: the creator's switches, the players and the deck, with
 * their «Angre». A lazy part of its own (ProostRoom), loaded once the card is live: the card is
 * what a guest waits for (docs/rooms.md "How a room page loads", step 5). Plain elements, but for
 * the creator's switches and «Angre»'s snackbar (parts of their own): a guest loads no MUI code.
 */
export default function ProostRoomSections({ code, data, uid, isCreator, invited, createdAt }: SectionsProps) {
  const undo = useUndo();
  // Guests see the deck's size and their own questions, never the rest ahead of the draw.
  const listed = useSameContent(isCreator ? data.questions : data.questions.filter((q) => q.by === uid));
  // A draw changes the card and not these: the same objects let the lists skip its render.
  const players = useSameContent(data.players);
  const settings = useSameContent(data.settings);
  const pool = useSameContent(data.pool);
  return (
    <>
      <RenderAfterward>
        {isCreator ? (
          <PlainSection title="Innstillinger">
            <CreatorSettingsPart code={code} settings={settings} pool={pool} />
            <CreatorRole scope="proost" code={code} createdAt={createdAt} />
          </PlainSection>
        ) : null}
        <PlainSection title="Spillere">
          <PlayerForm code={code} allowed={isCreator || settings.allow_new_players || (invited && settings.allow_invited)} />
          <PlayerList code={code} players={players} offerUndo={undo.offer} />
        </PlainSection>
        <PlainSection title={`Spørsmål (${pool.length})`}>
          {isCreator ? null : (
            <p className={styles.hint} data-testid="deck-hidden">
              {deckHiddenText(pool.length)}
            </p>
          )}
          <QuestionForm code={code} allowed={isCreator || settings.allow_entries} isCreator={isCreator} />
          <QuestionList code={code} creator={settings.createdBy} questions={listed} offerUndo={undo.offer} />
        </PlainSection>
        {/* A guest's offer to take over goes below the lists: it comes with reads of its own
            (presence, last seen), and above them it would push down what is on screen. */}
        {isCreator ? null : <CreatorRole scope="proost" code={code} createdAt={createdAt} />}
      </RenderAfterward>
      {undo.current ? <UndoSnackbarPart undo={undo} /> : null}
    </>
  );
}

/** «Kortstokken har 45 spørsmål …» for a guest, who sees only their own. */
export function deckHiddenText(count: number): string {
  return `Kortstokken har ${count} spørsmål. Du ser bare dine egne; resten er hemmelige til de trekkes.`;
}
