'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import OutlinedField from '@/components/ui/forms/OutlinedField';

export const EMPTY_PASSWORD_TEXT = 'Skriv passordet først.';

/**
 * The password field of a private room, used by the lobby's dialog and the room's wall.
 * Sending it empty says what is missing; a wrong password is shown by the write's status.
 */
export default function PasswordForm({
  write,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  write: DbWrite;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password.trim());
    if (password.trim()) onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <OutlinedField
        label="Passord"
        type="password"
        autoComplete="off"
        fullWidth
        size="small"
        value={password}
        autoFocus={autoFocus}
        onChange={(event) => {
          setPassword(event.target.value);
          setMissing(false);
          write.clear();
        }}
        error={missing}
        helperText={missing ? EMPTY_PASSWORD_TEXT : undefined}
        inputProps={{ maxLength: 40 }}
      />
      <WriteStatus write={write} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} color="inherit">
            Avbryt
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={write.pending}>
          Bli med
        </Button>
      </Stack>
    </form>
  );
}
