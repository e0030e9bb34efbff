'use client';
import { useEffect, useMemo, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainAlert from '@/components/ui/PlainAlert';
import buttons from '@/components/ui/PlainButtons.module.css';
import { placeFleet } from '@/features/battleshots/lib/data';
import { draftKey, parseDraft } from '@/features/battleshots/lib/draft';
import { EMPTY_FLEET, FLEET, SHIP_NAMES, type Fleet } from '@/features/battleshots/lib/fleet';
import type { BattleshotsRoom } from '@/features/battleshots/lib/game';
import { isCompleteFleet, nextUnplaced, PLACEMENT_TEXTS, randomFleet, tapPlacement } from '@/features/battleshots/lib/placement';
import { fleetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import Icon from './icons';
import styles from './PlayerGame.module.css';
import seas from './Seas.module.css';

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
    <section aria-label="Plasser skipene" className={seas.boardSection}>
      <h2 className={seas.sea}>Plasser skipene dine</h2>
      <p className={seas.lead}>
        Trykk der skipet skal begynne – det legges mot høyre eller nedover. Trykk på et skip for å ta det opp igjen.
      </p>
      <p className={styles.nextShip} data-testid="next-ship" aria-live="polite">
        {next === null ? 'Alle skipene er plassert.' : `Neste: ${SHIP_NAMES[next]} (${FLEET[next]} ruter)`}
      </p>
      <div className={styles.tools}>
        <button type="button" className={buttons.outlined} onClick={() => setHorizontal((h) => !h)} aria-pressed={!horizontal}>
          <Icon name="rotate" className={styles.toolIcon} />
          {horizontal ? 'Vannrett' : 'Loddrett'}
        </button>
        <button
          type="button"
          className={buttons.outlined}
          onClick={() => {
            setFleet(randomFleet());
            setProblem(null);
          }}
        >
          <Icon name="dice" className={styles.toolIcon} />
          Tilfeldig
        </button>
        <button
          type="button"
          className={buttons.text}
          onClick={() => {
            setFleet(EMPTY_FLEET);
            setProblem(null);
          }}
        >
          Tøm
        </button>
      </div>
      <Board label="Ditt hav" cells={cells} onTap={tap} />
      {problem ? (
        <PlainAlert severity="warning" className={styles.problem}>
          {problem}
        </PlainAlert>
      ) : null}
      <button
        type="button"
        className={`${buttons.contained} ${styles.full}`}
        disabled={!complete || write.pending}
        onClick={async () => {
          if (await write.run((db) => placeFleet(db, code, uid, room, fleet))) writeDraft(key, null);
        }}
      >
        Klar!
      </button>
      <WriteStatus write={write} />
    </section>
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
