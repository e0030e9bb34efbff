'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { endGame, saveSettings, startGame } from '@/features/cah/lib/data';
import { startProblem } from '@/features/cah/lib/game';
import { MAX_BLANK_CARDS, MAX_WIN_POINTS } from '@/features/cah/lib/types';
import { nameRule } from '@/lib/forms/text';
import { randomSource, type Table } from './table';
import OutlinedField from '@/components/ui/forms/OutlinedField';

const RULE = nameRule('navnet på spillet');

/** The creator's header: name, blank cards, points to win, and start or end. */
export default function SettingsPanel({ table }: { table: Table }) {
  const { code, game, bank, isActive } = table;
  const { settings } = game;
  const status = useDbWrite();
  const [blank, setBlank] = useState(String(settings.blankCards));
  const [points, setPoints] = useState(String(settings.winPoints));
  // The saved settings stay in the fields: they are what the next game is played with.
  const save = useDbForm({
    fields: { name: { rule: RULE, initial: settings.name } },
    write: (db, { name }) => saveSettings(db, code, { name, blankCards: Number(blank), winPoints: Number(points) }),
  });
  const problem = startProblem(game.players);
  const start = () => status.run((db) => startGame(db, code, game, bank, isActive, randomSource));
  const end = () => status.run((db) => endGame(db, code, game));

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="cah-settings">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Innstillinger
      </Typography>
      {/* Settings change between games; while one runs the creator only needs the end button. */}
      {settings.status !== 1 ? (
        <form onSubmit={save.submit} noValidate aria-label="Innstillinger">
          <Stack spacing={1.5}>
            <TextInput field={save.fields.name} label="Navn på spillet" />
            <Stack direction="row" spacing={1}>
              <OutlinedField
                size="small"
                fullWidth
                type="number"
                label="Blanke kort"
                value={blank}
                onChange={(e) => setBlank(e.target.value)}
                inputProps={{ min: 0, max: MAX_BLANK_CARDS, inputMode: 'numeric' }}
              />
              <OutlinedField
                size="small"
                fullWidth
                type="number"
                label="Poeng for å vinne"
                value={points}
                onChange={(e) => setPoints(e.target.value)}
                inputProps={{ min: 1, max: MAX_WIN_POINTS, inputMode: 'numeric' }}
              />
            </Stack>
            <Button type="submit" variant="outlined" disabled={save.pending}>
              Lagre innstillinger
            </Button>
          </Stack>
          <WriteStatus write={save.status} />
        </form>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {settings.winPoints} poeng for å vinne · {settings.blankCards} blanke kort per spiller
        </Typography>
      )}
      <Stack sx={{ mt: 2 }} spacing={1}>
        {settings.status === 1 ? (
          <Button variant="contained" color="error" onClick={end} disabled={status.pending}>
            Avslutt spillet
          </Button>
        ) : (
          <Button variant="contained" onClick={start} disabled={status.pending || problem !== null}>
            {settings.status === 2 ? 'Start nytt spill' : 'Start spillet'}
          </Button>
        )}
        {settings.status !== 1 && problem ? (
          <Alert severity="info" data-testid="start-problem">
            {problem} Nå: {game.players.length}.
          </Alert>
        ) : null}
        <WriteStatus write={status} />
      </Stack>
    </Paper>
  );
}
