'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import OutlinedField from '@/components/ui/forms/OutlinedField';

/** A room code field (any case) and a join button. */
export default function JoinRoomBox({ write, onJoin }: { write: DbWrite; onJoin: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
            write.clear();
          }}
          helperText="Store og små bokstaver spiller ingen rolle"
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
