'use client';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { nameRule } from '@/lib/forms/text';
import { randomRoomCode } from '@/lib/rooms/code';
import { createRoom, type RoomGameConfig } from '@/lib/rooms/data';
import { PASSWORD_REQUIRED_TEXT } from '@/lib/rooms/texts';
import OutlinedField from '@/components/ui/forms/OutlinedField';

const ROOM_NAME = nameRule('navnet på rommet');
const CREATOR_NAME = nameRule('navnet ditt');

/** A random code (regenerate), name, private + password, create. The creator lands in the room. */
export default function CreateRoomBox({ config, onCreated }: { config: RoomGameConfig; onCreated: (code: string) => void }) {
  const uid = useUid();
  // Made after mount: the prerendered HTML must not carry a code every visitor would share.
  const [code, setCode] = useState(() => (typeof window === 'undefined' ? '' : randomRoomCode()));
  const [isPrivate, setPrivate] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  // The fields stay once the room is made: the visitor goes on into it.
  const form = useDbForm({
    fields: { name: ROOM_NAME, creatorName: CREATOR_NAME },
    check: () => {
      const missing = isPrivate && !password.trim();
      setPasswordMissing(missing);
      return !missing;
    },
    write: (db, { name, creatorName }) => createRoom(db, config, uid, { code, name, creatorName, private: isPrivate, password }),
    onSuccess: () => onCreated(code),
  });
  const { name, creatorName } = form.fields;

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <OutlinedField
            label="Romkode"
            size="small"
            fullWidth
            value={code}
            inputProps={{ readOnly: true, 'data-testid': 'new-room-code' }}
          />
          <IconButton aria-label="Lag en ny kode" onClick={() => setCode(randomRoomCode())}>
            <RefreshIcon />
          </IconButton>
        </Stack>
        <TextInput field={name} label="Navn på rommet" />
        <TextInput field={creatorName} label="Ditt navn" autoComplete="nickname" />
        <FormControlLabel
          control={<Checkbox checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />}
          label="Privat spill"
        />
        {isPrivate ? (
          <OutlinedField
            label="Passord"
            size="small"
            fullWidth
            autoComplete="off"
            value={password}
            required
            error={passwordMissing}
            helperText={passwordMissing ? PASSWORD_REQUIRED_TEXT : 'De som blir med må skrive dette passordet'}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordMissing(false);
            }}
            inputProps={{ maxLength: 40 }}
          />
        ) : null}
        <WriteStatus write={form.status} />
        <Button type="submit" variant="contained" disabled={form.pending || !code}>
          Lag rom
        </Button>
      </Stack>
    </form>
  );
}
