'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Why a party page has no party to show, with the way back to Festrom's code box. */
export default function NoParty({ testId, text }: { testId: string; text: string }) {
  return (
    <Alert
      severity="warning"
      data-testid={testId}
      action={
        <Button color="inherit" href="/fest/" sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
          Til Festrom
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
