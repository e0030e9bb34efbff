'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { assignmentRead, lookUpCode, NO_ASSIGNMENT_TEXT, ownCodeRead, peopleRead, santaNameRule, signUp, type CodeOwner } from '@/lib/secretSanta/data';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useRetryReads } from '@/components/firebase/ScreenContext';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import { formatCode } from '@/lib/secretSanta/code';

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
  return (
    <>
      <DbView result={ownCode}>{(code) => (code ? <OwnCode code={code} /> : <SignUp />)}</DbView>
      <CodeLookup />
      <People />
    </>
  );
}

function SignUp() {
  const uid = useUid();
  const write = useDbWrite();
  const name = useTextInput(santaNameRule);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.validate();
    if (value !== null) await write.run((db) => signUp(db, uid, value));
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Meld deg på
      </Typography>
      <TextInput field={name} label="Navnet ditt" />
      <WriteStatus write={write} />
      <Button type="submit" variant="contained" disabled={write.pending} sx={{ justifySelf: 'start' }}>
        Meld meg på
      </Button>
    </Paper>
  );
}

function OwnCode({ code }: { code: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Du er påmeldt
      </Typography>
      <Typography sx={{ mt: 0.5 }}>Koden din (ta vare på den, den viser hvem du skal gi til):</Typography>
      <Typography data-testid="own-code" sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, letterSpacing: 6, mt: 1 }}>
        {formatCode(code)}
      </Typography>
    </Paper>
  );
}

function CodeLookup() {
  const uid = useUid();
  const write = useDbWrite();
  const [raw, setRaw] = useState('');
  const [owner, setOwner] = useState<CodeOwner | null>(null);
  // A lookup of another code revokes the last one's read; reading again starts clean.
  const retry = useRetryReads();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let found: CodeOwner | null = null;
    const ok = await write.run(async (db) => {
      found = await lookUpCode(db, uid, raw);
    });
    setOwner(ok ? found : null);
    if (ok) retry();
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
        <WriteStatus write={write} />
        <Button type="submit" variant="contained" disabled={write.pending} sx={{ justifySelf: 'start' }}>
          Vis
        </Button>
      </Box>
      {owner ? <Assignment owner={owner} /> : null}
    </Paper>
  );
}

function Assignment({ owner }: { owner: CodeOwner }) {
  const assignment = useDbValue(useMemo(() => assignmentRead(owner.giverUid), [owner.giverUid]));
  return (
    <Box role="status" sx={{ mt: 2 }} data-testid="assignment">
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
