'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { createFridge, fridgeNameRule } from '@/lib/fridge/data';
import { isValidFridgeId } from '@/lib/firebase/paths';
import { readableId } from '@/lib/rooms/readableId';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { CreatedPanel, NewIdField, OpenByIdBox, RecentList, StartSection } from '@/components/rooms/IdStart';
import { rememberRecent } from '@/components/rooms/useRecent';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

export const BAD_FRIDGE_ID_TEXT = 'Koden kan ikke inneholde . $ # [ ] / og kan være høyst 64 tegn.';

/** /fridge/: make a new fridge, open one by its code, or one this phone used lately. */
export default function FridgeStartScreen() {
  return (
    <>
      <StartSection title="Nytt kjøleskap">
        <DatabaseGate label="kjøleskapet">
          <CreateFridgeBox />
        </DatabaseGate>
      </StartSection>
      <StartSection title="Åpne et kjøleskap">
        <OpenByIdBox route="fridge" label="Kode" isValid={isValidFridgeId} invalidText={BAD_FRIDGE_ID_TEXT} />
      </StartSection>
      <StartSection title="Nylig brukt">
        <RecentList kind="fridge" />
      </StartSection>
    </>
  );
}

function CreateFridgeBox() {
  const uid = useUid();
  const write = useDbWrite();
  const name = useTextInput(fridgeNameRule);
  // Made after mount: the prerendered HTML must not carry an id every visitor would share.
  const [id, setId] = useState(() => (typeof window === 'undefined' ? '' : readableId()));
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);

  if (created) return <CreatedPanel route="fridge" id={created.id} name={created.name} what="Kjøleskapet" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.validate();
    if (value === null || !id) return;
    if (await write.run((db) => createFridge(db, id, uid, value))) {
      rememberRecent('fridge', id, value);
      setCreated({ id, name: value });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Nytt kjøleskap">
      <Stack spacing={1.5}>
        <TextInput field={name} label="Navn på kjøleskapet" />
        <NewIdField label="Ny kode" id={id} onRegenerate={() => setId(readableId())} />
        <WriteStatus write={write} />
        <Button type="submit" variant="contained" disabled={write.pending || !id} sx={{ alignSelf: 'start' }}>
          Lag kjøleskap
        </Button>
      </Stack>
    </form>
  );
}
