'use client';
import Box from '@mui/material/Box';
import { gameActiveRead, historyRead, playersRead } from '@/features/swg/lib/data';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import AddPlayerForm from './AddPlayerForm';
import GameControls from './GameControls';
import History from './History';
import PlayerControls from './PlayerControls';

/** Everything an admin can do: start/stop, undo and history, add players, per-player controls. */
export default function SwgAdmin() {
  const active = useDbValue(gameActiveRead);
  const players = useDbValue(playersRead);
  const history = useDbValue(historyRead);
  const undo = useUndo();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DbView result={active}>{(on) => <GameControls active={on} />}</DbView>
      <DbView result={history}>{(entries) => <History entries={entries} />}</DbView>
      <AddPlayerForm />
      <DbView result={players}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState />
          ) : (
            <Box
              component="ul"
              aria-label="Spillere"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
            >
              {list.map((player) => (
                <PlayerControls key={player.id} player={player} undo={undo} />
              ))}
            </Box>
          )
        }
      </DbView>
      <UndoSnackbar undo={undo} />
    </Box>
  );
}
