'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

export type ShellMessagesProps = {
  signInError?: { message: string; retry: () => void };
  /** The database is unreachable; `reconnect` tries again now instead of after the SDK's back-off. */
  offline?: { reconnect: () => void };
  announcement?: string | null;
};

/** The shell's alerts; a chunk of its own, fetched only when there is something to say. */
export default function ShellMessages({ signInError, offline, announcement }: ShellMessagesProps) {
  return (
    <Container maxWidth="md" sx={{ pt: 2, display: 'grid', gap: 1 }}>
      {signInError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={signInError.retry} sx={{ whiteSpace: 'nowrap' }}>
              Prøv igjen
            </Button>
          }
        >
          {signInError.message}
        </Alert>
      ) : null}
      {offline ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={offline.reconnect} sx={{ whiteSpace: 'nowrap' }}>
              Prøv igjen
            </Button>
          }
        >
          Får ikke kontakt med databasen. Endringer lagres når forbindelsen er tilbake.
        </Alert>
      ) : null}
      {announcement ? <Alert severity="info">{announcement}</Alert> : null}
    </Container>
  );
}
