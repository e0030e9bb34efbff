'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { createQuestGame, gameNameRule } from '@/lib/quest/data';
import { isQuestRoomId } from '@/lib/quest/quest';
import { readableId } from '@/lib/rooms/readableId';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { CreatedPanel, NewIdField, OpenByIdBox, RecentList, StartSection } from '@/components/rooms/IdStart';
import { rememberRecent } from '@/components/rooms/useRecent';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

export const BAD_QUEST_CODE_TEXT = 'Koden kan bare ha bokstavene a–z, tall, - og _ (høyst 40 tegn).';

/** /quest/: start a new quest game (you become its game master), open one by code, or a recent one. */
export default function QuestStartScreen() {
  return (
    <>
      <StartSection title="Ny questlog">
        <DatabaseGate label="questloggen">
          <CreateQuestBox />
        </DatabaseGate>
      </StartSection>
      <StartSection title="Åpne en questlog">
        <OpenByIdBox route="quest" label="Romkode" isValid={isQuestRoomId} invalidText={BAD_QUEST_CODE_TEXT} />
      </StartSection>
      <StartSection title="Nylig brukt">
        <RecentList kind="quest" />
      </StartSection>
    </>
  );
}

function CreateQuestBox() {
  const uid = useUid();
  const write = useDbWrite();
  const name = useTextInput(gameNameRule);
  // Made after mount: the prerendered HTML must not carry a code every visitor would share.
  const [id, setId] = useState(() => (typeof window === 'undefined' ? '' : readableId()));
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);

  if (created) return <CreatedPanel route="quest" id={created.id} name={created.name} what="Questloggen" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.validate();
    if (value === null || !id) return;
    if (await write.run((db) => createQuestGame(db, id, uid, value))) {
      rememberRecent('quest', id, value);
      setCreated({ id, name: value });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Ny questlog">
      <Stack spacing={1.5}>
        <TextInput field={name} label="Navn på spillet" />
        <NewIdField label="Ny romkode" id={id} onRegenerate={() => setId(readableId())} />
        <WriteStatus write={write} />
        <Button type="submit" variant="contained" disabled={write.pending || !id} sx={{ alignSelf: 'start' }}>
          Lag questlog
        </Button>
      </Stack>
    </form>
  );
}
