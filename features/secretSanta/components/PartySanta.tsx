'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { NO_ASSIGNMENT_TEXT, TOO_FEW_TEXT } from '@/features/secretSanta/lib/data';
import { DRAW_MIN_PEOPLE, type Person } from '@/features/secretSanta/lib/draw';
import {
  DRAWN_CLOSED_TEXT,
  NO_PARTY_NAME_TEXT,
  partyAssignmentRead,
  partyCancelDraw,
  partyDraw,
  partyDrawInfoRead,
  partyPeopleRead,
  partyRemoveSignUp,
  partySignUp,
  partyWithdraw,
  type PartyDrawInfo,
} from '@/features/secretSanta/lib/party';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import { partyHostRead, partyNameRead } from '@/lib/rooms/party';

/**
 * A Festrom party's own secret santa (docs/apps.md, "A party's own boards"): members sign up with
 * their party name in one tap, the host sees who is in and draws («Trekk», no admin code), and
 * each giver then sees only whom they give to. Mounted by the party page inside its gate.
 */
export default function PartySanta({ code }: { code: string }) {
  const uid = useUid();
  const people = useDbValue(useMemo(() => partyPeopleRead(code), [code]));
  const info = useDbValue(useMemo(() => partyDrawInfoRead(code), [code]));
  // Deliberately no DbView: the host's controls must not hold back or reflow the list.
  const host = useDbValue(useMemo(() => partyHostRead(code), [code]));
  const isHost = host.status === 'success' && host.data === uid;
  return (
    <Box component="section" aria-labelledby={`party-santa-${code}`}>
      <Typography id={`party-santa-${code}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Secret santa
      </Typography>
      <DbView result={people}>
        {(list) => (
          <DbView result={info}>
            {(drawInfo) => (
              <>
                <Me code={code} me={list.find((p) => p.uid === uid) ?? null} drawn={drawInfo !== null} />
                <People people={list} />
                {isHost ? <HostControls code={code} people={list} info={drawInfo} /> : null}
              </>
            )}
          </DbView>
        )}
      </DbView>
    </Box>
  );
}

/** The visitor's own part: a one-tap sign-up with their party name, or whom they give to. */
function Me({ code, me, drawn }: { code: string; me: Person | null; drawn: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  const undo = useUndo();
  // Deliberately no DbView: the name only labels the button, which waits for it.
  const name = useDbValue(useMemo(() => partyNameRead(code, uid), [code, uid]));
  const partyName = name.status === 'success' ? name.data : null;
  const leave = async () => {
    if (await write.run((db) => partyWithdraw(db, code, uid))) {
      undo.offer('Du er meldt av', () => write.run((db) => partySignUp(db, code, uid)));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {me ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>Du er påmeldt som {me.name}</Typography>
          {drawn ? <Assignment code={code} name={me.name} /> : <Typography sx={{ mt: 1 }}>{NO_ASSIGNMENT_TEXT}</Typography>}
          <WriteStatus write={write} />
          {drawn ? null : (
            <Button color="error" disabled={write.pending} onClick={() => void leave()} sx={{ mt: 1 }}>
              Meld meg av
            </Button>
          )}
        </>
      ) : drawn ? (
        <Typography>{DRAWN_CLOSED_TEXT}</Typography>
      ) : (
        <>
          <Typography>{partyName || name.status !== 'success' ? 'Bli med på secret santa i festen.' : NO_PARTY_NAME_TEXT}</Typography>
          <WriteStatus write={write} />
          <Button
            variant="contained"
            disabled={write.pending || !partyName}
            onClick={() => void write.run((db) => partySignUp(db, code, uid))}
            sx={{ mt: 1 }}
          >
            {partyName ? `Meld meg på som ${partyName}` : 'Meld meg på'}
          </Button>
        </>
      )}
      <UndoSnackbar undo={undo} />
    </Paper>
  );
}

/** Whom the visitor gives to: their own node of the draw, which nobody else can read. */
function Assignment({ code, name }: { code: string; name: string }) {
  const uid = useUid();
  const assignment = useDbValue(useMemo(() => partyAssignmentRead(code, uid), [code, uid]));
  return (
    <Box role="status" sx={{ mt: 1 }} data-testid="party-assignment">
      <DbView result={assignment}>
        {(receiver) =>
          receiver ? (
            <Typography>
              Hei {name}! Du skal gi gave til <strong>{receiver}</strong>.
            </Typography>
          ) : (
            <Typography>{NO_ASSIGNMENT_TEXT}</Typography>
          )
        }
      </DbView>
    </Box>
  );
}

function People({ people }: { people: Person[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Påmeldte
      </Typography>
      {people.length === 0 ? (
        <EmptyState />
      ) : (
        <Box component="ul" aria-label="Påmeldte" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[...people].sort((a, b) => a.name.localeCompare(b.name, 'nb')).map((p) => (
            <li key={p.uid}>
              <Chip label={p.name} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The host's draw: «Trekk», then «Trekk på nytt» or «Avlys trekningen», each as a whole. */
function HostControls({ code, people, info }: { code: string; people: Person[]; info: PartyDrawInfo | null }) {
  const write = useDbWrite();
  const [confirming, setConfirming] = useState<'redraw' | 'cancel' | null>(null);
  const tooFew = people.length < DRAW_MIN_PEOPLE;
  const draw = () => {
    setConfirming(null);
    void write.run((db) => partyDraw(db, code, people, info));
  };
  const cancel = () => {
    setConfirming(null);
    void write.run((db) => partyCancelDraw(db, code));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="Trekning">
      <Typography>
        {people.length} påmeldt{people.length === 1 ? '' : 'e'}. {info ? `Trukket for ${info.count} personer.` : 'Ikke trukket ennå.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Alle får én person i én stor ring. Ingen ser trekningen her; hver person ser sin egen på telefonen sin.
      </Typography>
      {tooFew && !info ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {TOO_FEW_TEXT}
        </Typography>
      ) : null}
      <WriteStatus write={write} />
      {/* Before the draw the host may take anyone off the list (a guest who left or was removed). */}
      {info || people.length === 0 ? null : (
        <Box component="ul" aria-label="Ta av listen" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[...people].sort((a, b) => a.name.localeCompare(b.name, 'nb')).map((p) => (
            <li key={p.uid}>
              <Button size="small" color="error" variant="outlined" sx={{ minHeight: 44 }} disabled={write.pending} onClick={() => void write.run((db) => partyRemoveSignUp(db, code, p.uid))}>
                Ta av {p.name}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={write.pending || tooFew} onClick={() => (info ? setConfirming('redraw') : draw())}>
          {info ? 'Trekk på nytt' : 'Trekk'}
        </Button>
        {info ? (
          <Button color="error" disabled={write.pending} onClick={() => setConfirming('cancel')}>
            Avlys trekningen
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming === 'redraw'}
        title="Trekke på nytt?"
        text="Alle får en ny person, og den forrige trekningen forsvinner."
        confirmLabel="Ja, trekk på nytt"
        onConfirm={draw}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        title="Avlyse trekningen?"
        text="Ingen har lenger noen å gi til, og alle kan melde seg på eller av igjen."
        confirmLabel="Ja, avlys"
        onConfirm={cancel}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
