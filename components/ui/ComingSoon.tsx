import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import Page from './Page';

/** A screen whose app has not been built yet, inside the shell. */
export default function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page title={title}>
      <Alert severity="info" variant="outlined">
        <AlertTitle>Kommer snart</AlertTitle>
        {children ?? 'Denne delen av Portalen er under arbeid. Kom tilbake senere!'}
      </Alert>
    </Page>
  );
}
