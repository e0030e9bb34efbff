'use client';
import type { ReactNode } from 'react';
import PlainAlert, { PlainAlertButton } from '@/components/ui/PlainAlert';
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

/**
 * A notice with one button that writes (take the host role, skip an absent czar …) and its status.
 * Plain elements: it shows in live screens' first commits (a quest log's offer to take the role).
 */
export default function WriteAlert({ severity, action, write, testId, children }: WriteAlertProps) {
  return (
    <PlainAlert
      severity={severity}
      testId={testId}
      action={
        <PlainAlertButton disabled={write.pending} onClick={() => void action.run()}>
          {action.label}
        </PlainAlertButton>
      }
    >
      {children}
      <WriteStatus write={write} />
    </PlainAlert>
  );
}
