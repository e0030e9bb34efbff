'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import { PASSWORD_EMPTY_TEXT } from '@/lib/rooms/texts';

/**
 * The password field of a private room, used by the lobby's dialog and the room's wall.
 * Sending it empty says so; a wrong password is shown by the write's status.
 */
export default function PasswordForm({
  write,
  onSubmit,
  onCancel,
  autoFocus,
  initialPassword = '',
  initialRefused = false,
}: {
  write: DbWrite;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** What was typed into the page's plain wall before this form loaded. */
  initialPassword?: string;
  /** The plain wall was sent empty and said so: this form goes on saying it. */
  initialRefused?: boolean;
}) {
  const [password, setPassword] = useState(initialPassword);
  const [empty, setEmpty] = useState(initialRefused);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Taken over from the plain wall mid-word, once: the next key goes after what is there.
    if (initialPassword) field.current?.setSelectionRange(initialPassword.length, initialPassword.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the password the form started with
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!password.trim());
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
        error={empty}
        helperText={empty ? PASSWORD_EMPTY_TEXT : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setEmpty(false);
          write.clear();
        }}
        inputRef={field}
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
