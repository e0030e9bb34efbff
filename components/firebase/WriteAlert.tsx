'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { DbWrite } from './useDbWrite';
import WriteStatus from './WriteStatus';

type WriteAlertProps = {
  severity: 'info' | 'warning';
  /** The alert's one action: a write, run through `write` so its pending state and error show here. */
  action: { label: ReactNode; run: () => unknown };
  write: DbWrite;
  testId?: string;
  children: ReactNode;
};

/** A notice with one button that writes (take the host role, skip an absent czar …) and its status. */
export default function WriteAlert({ severity, action, write, testId, children }: WriteAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" disabled={write.pending} onClick={() => void action.run()}>
          {action.label}
        </Button>
      }
    >
      {children}
      <WriteStatus write={write} />
    </Alert>
  );
}
