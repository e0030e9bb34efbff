'use client';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { changePlayer } from '@/lib/swg/data';
import { MAX_LIVES, playerLabel, type PlayerAction, type SwgPlayer } from '@/lib/swg/game';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlayerImage from './PlayerImage';

/** One player's card on the admin screen: remove life, add life, dead, staff. */
export default function PlayerControls({ player }: { player: SwgPlayer }) {
  const uid = useUid();
  const write = useDbWrite();
  const act = (action: PlayerAction) => write.run((db) => changePlayer(db, uid, player.id, action));
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
          <Typography noWrap sx={{ fontWeight: 700 }}>
            {player.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            nr. {player.id} · <span data-testid="swg-admin-status">{playerLabel(player)}</span>
            {player.staff ? ` (${player.lives} liv)` : ''}
          </Typography>
        </Box>
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
