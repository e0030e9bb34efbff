'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import OutlinedField from '@/components/ui/forms/OutlinedField';

export const EMPTY_CODE_TEXT = 'Skriv romkoden først.';

/** A room code field (any case) and a join button; an empty code says what is missing. */
export default function JoinRoomBox({ write, onJoin }: { write: DbWrite; onJoin: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A button that cannot act says why (docs/design.md §5: a visible message, not silence).
    setMissing(!code.trim());
    if (code.trim()) onJoin(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <OutlinedField
          label="Romkode"
          size="small"
          fullWidth
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
            write.clear();
          }}
          error={missing}
          helperText={missing ? EMPTY_CODE_TEXT : 'Store og små bokstaver spiller ingen rolle'}
          inputProps={{ autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, maxLength: 12 }}
        />
        <Button type="submit" variant="contained" disabled={write.pending} sx={{ flexShrink: 0, mt: '1px' }}>
          Bli med
        </Button>
      </Stack>
      <WriteStatus write={write} />
    </form>
  );
}
