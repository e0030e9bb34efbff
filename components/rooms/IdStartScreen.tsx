'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Database } from 'firebase/database';
import { useState } from 'react';
import type { TextRule } from '@/lib/forms/text';
import type { LinkTarget } from '@/lib/rooms/link';
import { readableId } from '@/lib/rooms/readableId';
import type { RecentKind } from '@/lib/rooms/recent';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import TextInput from '@/components/ui/forms/TextInput';
import { CreatedPanel, NewIdField, OpenByIdBox, RecentList, StartSection } from './IdStart';
import { rememberRecent } from './useRecent';

/** What differs between the start pages of apps opened by id (/fridge/, /quest/). */
export type IdStartConfig = {
  route: LinkTarget & RecentKind;
  /** Writes the new one; the rules decide whether the id was still free. */
  create: (db: Database, id: string, uid: string, name: string) => Promise<unknown>;
  nameRule: TextRule;
  isValidId: (id: string) => boolean;
  texts: {
    newTitle: string;
    gateLabel: string;
    nameLabel: string;
    newIdLabel: string;
    createButton: string;
    /** «Kjøleskapet» / «Questloggen»: the subject of the panel shown once it is made. */
    created: string;
    openTitle: string;
    idLabel: string;
    invalidId: string;
  };
};

/** A start page: make a new one, open one by its id or link, or one this phone used lately. */
export default function IdStartScreen({ config }: { config: IdStartConfig }) {
  const { route, isValidId, texts } = config;
  return (
    <>
      <StartSection title={texts.newTitle}>
        <DatabaseGate label={texts.gateLabel} fallback={<CreateBoxWaiting texts={texts} />}>
          <CreateBox config={config} />
        </DatabaseGate>
      </StartSection>
      <StartSection title={texts.openTitle}>
        <OpenByIdBox route={route} label={texts.idLabel} isValid={isValidId} invalidText={texts.invalidId} />
      </StartSection>
      <StartSection title="Nylig brukt">
        <RecentList kind={route} />
      </StartSection>
    </>
  );
}

/**
 * The create form's own boxes, not usable until sign-in and the database are there. A spinner in
 * their place was 68 px shorter, so «Åpne» below jumped down as a guest reached for it.
 */
function CreateBoxWaiting({ texts }: { texts: IdStartConfig['texts'] }) {
  return (
    <form noValidate aria-label={texts.newTitle} aria-busy="true" onSubmit={(event) => event.preventDefault()}>
      <Stack spacing={1.5}>
        <OutlinedField label={texts.nameLabel} size="small" fullWidth disabled value="" />
        <NewIdField label={texts.newIdLabel} id="" />
        <Button type="submit" variant="contained" disabled sx={{ alignSelf: 'start' }}>
          {texts.createButton}
        </Button>
      </Stack>
    </form>
  );
}

function CreateBox({ config: { route, create, nameRule, texts } }: { config: IdStartConfig }) {
  const uid = useUid();
  // Made after mount: the prerendered HTML must not carry an id every visitor would share.
  const [id, setId] = useState(() => (typeof window === 'undefined' ? '' : readableId()));
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const form = useDbForm({
    fields: { name: nameRule },
    check: () => id !== '',
    write: (db, { name }) => create(db, id, uid, name),
    onSuccess: (_, { name }) => {
      rememberRecent(route, id, name);
      setCreated({ id, name });
    },
  });

  if (created) return <CreatedPanel route={route} id={created.id} name={created.name} what={texts.created} />;

  return (
    <form onSubmit={form.submit} noValidate aria-label={texts.newTitle}>
      <Stack spacing={1.5}>
        <TextInput field={form.fields.name} label={texts.nameLabel} />
        <NewIdField label={texts.newIdLabel} id={id} onRegenerate={() => setId(readableId())} />
        <WriteStatus write={form.status} />
        <Button type="submit" variant="contained" disabled={form.pending || !id} sx={{ alignSelf: 'start' }}>
          {texts.createButton}
        </Button>
      </Stack>
    </form>
  );
}
