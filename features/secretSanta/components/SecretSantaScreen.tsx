'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import {
  assignmentRead,
  lookUpCode,
  nameOfCode,
  NO_ASSIGNMENT_TEXT,
  ownCodeRead,
  peopleRead,
  restorePerson,
  santaNameRule,
  signUp,
  withdraw,
  type CodeOwner,
} from '@/features/secretSanta/lib/data';
import type { Person } from '@/features/secretSanta/lib/draw';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useRetryReads } from '@/components/firebase/ScreenContext';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo, type Undo } from '@/components/ui/UndoSnackbar';
import TextInput from '@/components/ui/forms/TextInput';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import { formatCode } from '@/features/secretSanta/lib/code';

export default function SecretSantaScreen() {
  return (
    <DatabaseGate label="secret santa">
      <SecretSanta />
    </DatabaseGate>
  );
}

export function SecretSanta() {
  const uid = useUid();
  const ownCode = useDbValue(useMemo(() => ownCodeRead(uid), [uid]));
  const people = useDbValue(peopleRead);
  const undo = useUndo();
  return (
    <>
      <DbView result={ownCode}>
        {(code) =>
          code ? (
            <DbView result={people}>{(list) => <OwnCode code={code} me={list.find((p) => p.uid === uid) ?? null} undo={undo} />}</DbView>
          ) : (
            <SignUp />
          )
        }
      </DbView>
      <CodeLookup />
      <People />
      <UndoSnackbar undo={undo} />
    </>
  );
}

function SignUp() {
  const uid = useUid();
  // The name stays once signed up: the visitor's code replaces this form.
  const form = useDbForm({
    fields: { name: santaNameRule },
    write: (db, { name }) => signUp(db, uid, name),
  });
  return (
    <Paper variant="outlined" component="form" onSubmit={form.submit} noValidate sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Meld deg på
      </Typography>
      <TextInput field={form.fields.name} label="Navnet ditt" />
      <WriteStatus write={form.status} />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
        Meld meg på
      </Button>
    </Paper>
  );
}

/**
 * The visitor's code and, once drawn, whom they give to, without typing the code (the rules let
 * a giver read their own assignment); the code is the way back from another phone. Withdrawing
 * offers «Angre»; someone the admin took off the list can sign up again with the same code.
 */
function OwnCode({ code, me, undo }: { code: string; me: Person | null; undo: Undo }) {
  const uid = useUid();
  const write = useDbWrite();
  const leave = async (person: Person) => {
    if (await write.run((db) => withdraw(db, uid, code))) {
      undo.offer('Du er meldt av', () => write.run((db) => signUp(db, uid, person.name, Math.random, code)));
    }
  };
  const rejoin = () =>
    write.run(async (db) => {
      const name = await nameOfCode(db, uid, code);
      await restorePerson(db, { uid, name: name || 'Uten navn' });
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {me ? 'Du er påmeldt' : 'Du står ikke på lista'}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>Koden din (ta vare på den, den viser hvem du skal gi til):</Typography>
      <Typography data-testid="own-code" sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, letterSpacing: 6, mt: 1 }}>
        {formatCode(code)}
      </Typography>
      {me ? <Assignment owner={{ code, name: me.name, giverUid: uid }} testId="own-assignment" /> : null}
      <WriteStatus write={write} />
      {me ? (
        <Button size="small" color="error" disabled={write.pending} onClick={() => void leave(me)} sx={{ mt: 1 }}>
          Meld meg av
        </Button>
      ) : (
        <Button variant="contained" disabled={write.pending} onClick={() => void rejoin()} sx={{ mt: 1 }}>
          Meld meg på igjen
        </Button>
      )}
    </Paper>
  );
}

function CodeLookup() {
  const uid = useUid();
  const [raw, setRaw] = useState('');
  const [owner, setOwner] = useState<CodeOwner | null>(null);
  // A lookup of another code revokes the last one's read; reading again starts clean.
  const retry = useRetryReads();
  // A code is not free text: lookUpCode normalises and checks it.
  const form = useDbForm({
    fields: {},
    write: (db) => lookUpCode(db, uid, raw),
    onSuccess: (found) => {
      setOwner(found);
      retry();
    },
  });
  const submit = async (event: FormEvent) => {
    if (!(await form.submit(event))) setOwner(null);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          Se hvem du skal gi til
        </Typography>
        <OutlinedField
          label="Kode"
          value={raw}
          onChange={(e) => setRaw(e.target.value)}
          size="small"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputProps={{ maxLength: 16 }}
        />
        <WriteStatus write={form.status} />
        <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
          Vis
        </Button>
      </Box>
      {owner ? <Assignment owner={owner} /> : null}
    </Paper>
  );
}

function Assignment({ owner, testId = 'assignment' }: { owner: CodeOwner; testId?: string }) {
  const assignment = useDbValue(useMemo(() => assignmentRead(owner.giverUid), [owner.giverUid]));
  return (
    <Box role="status" sx={{ mt: 2 }} data-testid={testId}>
      <DbView result={assignment}>
        {(receiver) =>
          receiver ? (
            <Typography>
              Hei {owner.name}! Du skal gi gave til <strong>{receiver}</strong>.
            </Typography>
          ) : (
            <Typography>{NO_ASSIGNMENT_TEXT}</Typography>
          )
        }
      </DbView>
    </Box>
  );
}

function People() {
  const people = useDbValue(peopleRead);
  return (
    <Box component="section" aria-labelledby="santa-people" sx={{ mt: 3 }}>
      <Typography id="santa-people" variant="h6" component="h2">
        Påmeldte
      </Typography>
      <DbView result={people}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState />
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {list.map((p) => (
                <li key={p.uid}>
                  <Chip label={p.name} />
                </li>
              ))}
            </Box>
          )
        }
      </DbView>
    </Box>
  );
}
