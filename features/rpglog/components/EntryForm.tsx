'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addEntry, endRpgSession, fromRule, personRule, storyRule, titleRule } from '@/features/rpglog/lib/data';
import { DEFAULT_FROM, isoDate, parseSession } from '@/features/rpglog/lib/log';
import AdminArea from '@/components/admin/AdminArea';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import type { RpgLogTexts } from './texts';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import { type RpgLogNode } from '../paths';

/**
 * Logging an event (or item) and ending a session. The session field follows the stored
 * session number until someone types in it. Both buttons can always be tapped: what is missing
 * gets its message under the field (docs/design.md §Buttons that cannot act say why).
 */
export default function EntryForm({
  node,
  texts,
  currentSession,
}: {
  node: RpgLogNode;
  texts: RpgLogTexts;
  currentSession: number;
}) {
  const uid = useUid();
  const [typedSession, setTypedSession] = useState<string | null>(null);
  const [date, setDate] = useState(() => isoDate(new Date()));
  const session = typedSession ?? String(currentSession);
  const sessionNumber = parseSession(session);
  // Set by a tap on «Logg» or «Avslutt økt»: an empty session or date then says so too.
  const [tried, setTried] = useState(false);
  const sessionMessage = sessionNumber === null && (tried || session.trim()) ? 'Et helt tall fra 1 til 9999.' : null;
  const dateMessage = tried && !date ? 'Velg en dato.' : null;
  const check = () => {
    setTried(true);
    return sessionNumber !== null;
  };

  const log = useDbForm({
    fields: { title: titleRule, person: personRule, from: { rule: fromRule, initial: DEFAULT_FROM } },
    check: () => check() && date !== '',
    write: (db, text) => addEntry(db, node, uid, { ...text, session, date }),
    // «Fra» stays: one player often logs several events in a row.
    reset: ['title', 'person'],
  });
  const { title, person, from } = log.fields;

  return (
    <Paper component="section" aria-label="Ny oppføring" variant="outlined" sx={{ p: 2 }}>
      <Box component="form" onSubmit={log.submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput field={title} label={texts.eventLabel} multiline minRows={2} required />
        <TextInput field={person} label={texts.personLabel} />
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
          <OutlinedField
            label="Økt"
            size="small"
            value={session}
            onChange={(event) => setTypedSession(event.target.value)}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
            error={sessionMessage !== null}
            helperText={sessionMessage}
          />
          <TextInput field={from} label="Fra" />
        </Box>
        <OutlinedField
          label="Dato"
          type="date"
          size="small"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          shrinkLabel
          error={dateMessage !== null}
          helperText={dateMessage}
        />
        <WriteStatus write={log.status} />
        <Button type="submit" variant="contained" disabled={log.pending}>
          Logg
        </Button>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Avslutt økt
        </Typography>
        {/* Only the game master (a site admin, docs/apps.md) ends a session; the rules say so too. */}
        <AdminArea scope="site" texts={GAME_MASTER_LOGIN} showLogout={false}>
          <EndSession node={node} currentSession={currentSession} onEnded={() => setTypedSession(null)} />
        </AdminArea>
      </Box>
    </Paper>
  );
}

const GAME_MASTER_LOGIN = {
  notAuthenticated: 'Bare spillederen avslutter økta. Spillederen logger inn med adminkoden.',
  button: 'Logg inn som spilleder',
};

/** The running session's story and the step to the next session. */
function EndSession({ node, currentSession, onEnded }: { node: RpgLogNode; currentSession: number; onEnded: () => void }) {
  const uid = useUid();
  const end = useDbForm({
    fields: { story: storyRule },
    write: (db, { story }) => endRpgSession(db, node, uid, currentSession, story),
    reset: true,
    // Follow the stored number again: it has moved on.
    onSuccess: onEnded,
  });
  return (
    <>
      <TextInput field={end.fields.story} label="Historien om økta (valgfritt)" multiline minRows={2} />
      <WriteStatus write={end.status} />
      <Button variant="outlined" onClick={() => void end.submit()} disabled={end.pending}>
        {`Avslutt økt ${currentSession}`}
      </Button>
    </>
  );
}
