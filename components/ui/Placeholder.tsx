import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import Page from './Page';

/** A screen that is deliberately empty for now (the owner's placeholders). */
export default function Placeholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{children}</Typography>
      </Paper>
    </Page>
  );
}
