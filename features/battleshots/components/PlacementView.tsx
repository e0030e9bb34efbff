'use client';
import CasinoIcon from '@mui/icons-material/Casino';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { placeFleet } from '@/features/battleshots/lib/data';
import { draftKey, parseDraft } from '@/features/battleshots/lib/draft';
import { EMPTY_FLEET, FLEET, SHIP_NAMES, type Fleet } from '@/features/battleshots/lib/fleet';
import type { BattleshotsRoom } from '@/features/battleshots/lib/game';
import { isCompleteFleet, nextUnplaced, PLACEMENT_TEXTS, randomFleet, tapPlacement } from '@/features/battleshots/lib/placement';
import { fleetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import { boardSectionSx, TAP } from './tapTargets';

/**
 * Placing the fleet on this phone only: nothing is stored until «Klar!», which writes the board
 * to the player's secret path and says the player is ready, in one go.
 */
export default function PlacementView({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const write = useDbWrite();
  const key = draftKey(code, uid);
  const [fleet, setFleet] = useState<Fleet>(() => parseDraft(readDraft(key)));
  useEffect(() => writeDraft(key, fleet), [key, fleet]);
  const [horizontal, setHorizontal] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const cells = useMemo(() => fleetView(fleet, []), [fleet]);
  const next = nextUnplaced(fleet);
  const complete = isCompleteFleet(fleet);

  const tap = (row: number, col: number) => {
    const result = tapPlacement(fleet, row, col, horizontal);
    setFleet(result.fleet);
    setProblem(result.problem ? PLACEMENT_TEXTS[result.problem] : null);
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Plasser skipene" sx={boardSectionSx}>
      <Typography variant="h6" component="h2">
        Plasser skipene dine
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Trykk der skipet skal begynne – det legges mot høyre eller nedover. Trykk på et skip for å ta det opp igjen.
      </Typography>
      <Typography sx={{ mb: 1, fontWeight: 600 }} data-testid="next-ship" aria-live="polite">
        {next === null ? 'Alle skipene er plassert.' : `Neste: ${SHIP_NAMES[next]} (${FLEET[next]} ruter)`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          sx={TAP}
          startIcon={<RotateRightIcon />}
          onClick={() => setHorizontal((h) => !h)}
          aria-pressed={!horizontal}
        >
          {horizontal ? 'Vannrett' : 'Loddrett'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP}
          startIcon={<CasinoIcon />}
          onClick={() => {
            setFleet(randomFleet());
            setProblem(null);
          }}
        >
          Tilfeldig
        </Button>
        <Button
          variant="text"
          size="small"
          sx={TAP}
          onClick={() => {
            setFleet(EMPTY_FLEET);
            setProblem(null);
          }}
        >
          Tøm
        </Button>
      </Stack>
      <Board label="Ditt hav" cells={cells} onTap={tap} />
      {problem ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      ) : null}
      <Button
        fullWidth
        size="large"
        variant="contained"
        sx={{ ...TAP, mt: 2 }}
        disabled={!complete || write.pending}
        onClick={async () => {
          if (await write.run((db) => placeFleet(db, code, uid, room, fleet))) writeDraft(key, null);
        }}
      >
        Klar!
      </Button>
      <WriteStatus write={write} />
    </Paper>
  );
}

// Storage may be full or blocked (private mode); placing still works, it just is not kept.
function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeDraft(key: string, fleet: Fleet | null) {
  try {
    if (fleet && fleet.some((ship) => ship !== null)) sessionStorage.setItem(key, JSON.stringify(fleet));
    else sessionStorage.removeItem(key);
  } catch {
    // see readDraft
  }
}
