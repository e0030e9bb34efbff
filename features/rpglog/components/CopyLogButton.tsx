'use client';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { logText, type RpgLog } from '@/features/rpglog/lib/log';
import OutlinedField from '@/components/ui/forms/OutlinedField';

export const COPIED_TEXT = 'Loggen er kopiert. Lim den inn i chatten.';
export const COPY_MANUALLY_TEXT = 'Kunne ikke kopiere automatisk. Marker teksten under og kopier den.';

/** Copies the whole log as plain text; where the clipboard is refused, shows it to copy by hand. */
export default function CopyLogButton({ heading, log }: { heading: string; log: RpgLog }) {
  const [state, setState] = useState<'idle' | 'copied' | { manual: string }>('idle');
  const copy = async () => {
    const text = logText(heading, log);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState({ manual: text });
    }
  };
  return (
    <>
      <Button startIcon={<ContentCopyIcon />} variant="outlined" onClick={copy} sx={{ mb: 2 }}>
        Kopier hele loggen
      </Button>
      {state === 'copied' ? (
        <Alert severity="success" onClose={() => setState('idle')} sx={{ mb: 2 }}>
          {COPIED_TEXT}
        </Alert>
      ) : null}
      {typeof state === 'object' ? (
        <>
          <Alert severity="info" onClose={() => setState('idle')} sx={{ mb: 1 }}>
            {COPY_MANUALLY_TEXT}
          </Alert>
          <OutlinedField
            value={state.manual}
            multiline
            fullWidth
            minRows={4}
            label="Loggen som tekst"
            inputProps={{ readOnly: true }}
            onFocus={(event) => event.target.select()}
            sx={{ mb: 2 }}
          />
        </>
      ) : null}
    </>
  );
}
