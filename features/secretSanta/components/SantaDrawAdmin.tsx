'use client';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { clearList, drawInfoRead, peopleRead, removePerson, restorePerson, runDraw, type DrawInfo } from '@/features/secretSanta/lib/data';
import type { Person } from '@/features/secretSanta/lib/draw';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';

function formatTime(ms: number): string {
  return new Date(ms).toLocaleString('nb-NO', { dateStyle: 'short', timeStyle: 'short' });
}

/** For /admin (inside the site AdminArea): run the draw, and confirm before running it again. */
export default function SantaDrawAdmin() {
  const people = useDbValue(peopleRead);
  const info = useDbValue(drawInfoRead);
  return (
    <section aria-labelledby="santa-admin">
      <Typography id="santa-admin" variant="h6" component="h2" sx={{ mb: 1 }}>
        Secret santa: trekning
      </Typography>
      <DbView result={people}>
        {(list) => (
          <>
            <PeopleAdmin people={list} />
            <DbView result={info}>{(drawInfo) => <DrawControls people={list} info={drawInfo} />}</DbView>
          </>
        )}
      </DbView>
    </section>
  );
}

/** Takes someone off the list (a duplicate, a test sign-up), with «Angre» for a few seconds. */
function PeopleAdmin({ people }: { people: Person[] }) {
  const write = useDbWrite();
  const undo = useUndo();
  const remove = async (person: Person) => {
    if (await write.run((db) => removePerson(db, person.uid))) {
      undo.offer(`${person.name} er tatt av lista`, () => write.run((db) => restorePerson(db, person)));
    }
  };
  return (
    <>
      <Box component="ul" aria-label="Påmeldte" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {people.map((person) => (
          <li key={person.uid}>
            <Chip
              label={person.name}
              onDelete={() => void remove(person)}
              deleteIcon={<CloseIcon aria-label={`Ta ${person.name} av lista`} />}
            />
          </li>
        ))}
      </Box>
      <WriteStatus write={write} />
      <UndoSnackbar undo={undo} />
    </>
  );
}

function DrawControls({ people, info }: { people: Person[]; info: DrawInfo | null }) {
  const write = useDbWrite();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const draw = async () => {
    setConfirming(false);
    setDone(await write.run((db) => runDraw(db, people, info)));
  };
  return (
    <>
      <Typography>
        {people.length} påmeldt{people.length === 1 ? '' : 'e'}. {info ? `Sist trukket ${formatTime(info.at)} for ${info.count} personer.` : 'Ikke trukket ennå.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Alle får én person i én stor ring. Ingen ser trekningen her; hver person ser sin egen med koden sin.
      </Typography>
      <WriteStatus write={write} />
      {done && !write.error ? (
        <Typography role="status" color="success.main" sx={{ mt: 1 }}>
          Trekningen er gjort.
        </Typography>
      ) : null}
      <Button variant="contained" sx={{ mt: 1 }} disabled={write.pending} onClick={() => (info ? setConfirming(true) : void draw())}>
        {info ? 'Trekk på nytt' : 'Trekk'}
      </Button>
      <ClearList />
      <ConfirmDialog
        open={confirming}
        title="Trekke på nytt?"
        text="Alle får en ny person, og den forrige trekningen forsvinner."
        confirmLabel="Ja, trekk på nytt"
        onConfirm={() => void draw()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * Empties the list for a new round: everyone signs up again with new codes. It also removes
 * codes a guest signed up and left behind, which nobody can list (docs/apps.md, Secret santa).
 */
function ClearList() {
  const write = useDbWrite();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const clear = async () => {
    setConfirming(false);
    setDone(await write.run((db) => clearList(db)));
  };
  return (
    <Box sx={{ mt: 2 }}>
      <WriteStatus write={write} />
      {done && !write.error ? (
        <Typography role="status" sx={{ mb: 1 }}>
          Lista er tømt.
        </Typography>
      ) : null}
      <Button color="error" size="small" disabled={write.pending} onClick={() => setConfirming(true)}>
        Tøm lista
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Tømme lista?"
        text="Alle påmeldte, kodene deres og trekningen slettes. Alle må melde seg på igjen og får nye koder."
        confirmLabel="Ja, tøm lista"
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
