'use client';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { changePlayer, playerNameRule, removePlayer, renamePlayer, undo as undoChange } from '@/features/swg/lib/data';
import { MAX_LIVES, playerLabel, type HistoryEntry, type PlayerAction, type SwgPlayer } from '@/features/swg/lib/game';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import type { Undo } from '@/components/ui/UndoSnackbar';
import PlayerImage from './PlayerImage';

/** One player's card on the admin screen: remove life, add life, dead, staff, rename and remove. */
export default function PlayerControls({ player, undo }: { player: SwgPlayer; undo: Undo }) {
  const uid = useUid();
  const write = useDbWrite();
  const [renaming, setRenaming] = useState(false);
  const act = (action: PlayerAction) => write.run((db) => changePlayer(db, uid, player.id, action));
  const remove = async () => {
    const removed: { entry?: HistoryEntry } = {};
    const ok = await write.run(async (db) => {
      removed.entry = await removePlayer(db, uid, player.id);
    });
    const done = removed.entry;
    if (ok && done) undo.offer(`${player.name} er fjernet`, () => write.run((db) => undoChange(db, done)));
  };
  return (
    <Box
      component="li"
      data-testid="swg-admin-player"
      aria-label={player.name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <PlayerImage img={player.img} dead={player.dead && !player.staff} sx={{ width: 56, height: 56, borderRadius: 1, flex: 'none' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {renaming ? (
            <RenameForm player={player} onDone={() => setRenaming(false)} />
          ) : (
            <Typography noWrap sx={{ fontWeight: 700 }}>
              {player.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            nr. {player.id} · <span data-testid="swg-admin-status">{playerLabel(player)}</span>
            {player.staff ? ` (${player.lives} liv)` : ''}
          </Typography>
        </Box>
        {renaming ? null : (
          <Box sx={{ display: 'flex', flex: 'none' }}>
            <IconButton size="small" aria-label={`Endre ${player.name}`} onClick={() => setRenaming(true)}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Fjern spiller: ${player.name}`} onClick={() => void remove()} disabled={write.pending}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={`Fjern liv: ${player.name}`} onClick={() => act('remove_life')} disabled={player.lives === 0} color="error">
          <RemoveIcon />
        </IconButton>
        <Typography sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }} aria-hidden>
          {player.lives}
        </Typography>
        <IconButton aria-label={`Legg til liv: ${player.name}`} onClick={() => act('add_life')} disabled={player.lives >= MAX_LIVES} color="success">
          <AddIcon />
        </IconButton>
        <Button size="small" color="error" variant="outlined" onClick={() => act('dead')} disabled={player.dead} aria-label={`Død: ${player.name}`}>
          Død
        </Button>
        <FormControlLabel
          sx={{ ml: 'auto' }}
          label="Staff"
          control={
            <Switch
              checked={player.staff}
              onChange={() => act('staff')}
              disabled={write.pending}
              slotProps={{ input: { 'aria-label': `Staff: ${player.name}` } }}
            />
          }
        />
      </Box>
      <WriteStatus write={write} />
    </Box>
  );
}

function RenameForm({ player, onDone }: { player: SwgPlayer; onDone: () => void }) {
  const uid = useUid();
  const form = useDbForm({
    fields: { name: { rule: playerNameRule, initial: player.name } },
    write: (db, { name }) => renamePlayer(db, uid, player.id, name),
    onSuccess: onDone,
  });
  return (
    <Box component="form" onSubmit={form.submit} noValidate aria-label={`Nytt navn for ${player.name}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput field={form.fields.name} label="Navn" />
      <Button type="submit" size="small" variant="contained" disabled={form.pending}>
        Lagre
      </Button>
      <Button size="small" onClick={onDone}>
        Avbryt
      </Button>
      <WriteStatus write={form.status} />
    </Box>
  );
}
