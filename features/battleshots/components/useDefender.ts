'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import { answerShotAt, revealFleet, startRematch } from '@/features/battleshots/lib/data';
import type { Ship } from '@/features/battleshots/lib/fleet';
import { phaseOf, rematchAgreed, shotToAnswer, type BattleshotsRoom } from '@/features/battleshots/lib/game';

export type HitAlertState = { key: string; shooterName: string; cell: string; sunk: number | null };

/** Where the phone can, it buzzes on a hit: long-short-long. */
const HIT_VIBRATION = [300, 100, 300];

/**
 * What a player's phone does by itself: answers each shot fired at its board (only this phone
 * knows the board), raises the hit alert, shows the board once the game is over, and starts
 * the rematch once both asked.
 */
export function useDefender(code: string, room: BattleshotsRoom, uid: string, fleet: Ship[] | null) {
  const write = useDbWrite();
  const { run } = write;
  const [alert, setAlert] = useState<HitAlertState | null>(null);

  const waiting = fleet ? shotToAnswer(room, uid) : null;
  // The shot's time tells this game's shot from the same cell's in an earlier game.
  const waitingKey = waiting ? `${waiting.shooter}/${waiting.cell}/${waiting.at}` : null;
  useWriteOnce(fleet && waiting && waitingKey, () => {
    if (!waiting || !fleet || !waitingKey) return;
    const shooterName = room.players[waiting.shooter]?.name ?? 'Motstanderen';
    return run(async (db) => {
      const answered = await answerShotAt(db, code, uid, room, fleet);
      if (!answered || answered.answer.result === 'miss') return;
      setAlert({
        key: waitingKey,
        shooterName,
        cell: answered.cell,
        sunk: answered.answer.result === 'sunk' ? answered.answer.ship : null,
      });
      if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(HIT_VIBRATION);
    });
  });

  const over = phaseOf(room) === 'over';
  const revealed = uid in room.game.revealed;
  const forgetReveal = useWriteOnce(over && !revealed && fleet && 'reveal', () => fleet && run((db) => revealFleet(db, code, uid, fleet)));
  // The next game's end shows the board again.
  useEffect(() => {
    if (!over) forgetReveal('reveal');
  }, [over, forgetReveal]);

  // The creator's phone starts the new game once both asked; one writer, so no race.
  const agreed = rematchAgreed(room) && uid === room.settings.createdBy;
  const roomRef = useRef(room);
  useEffect(() => {
    roomRef.current = room;
  });
  useEffect(() => {
    if (!agreed) return;
    void run((db) => startRematch(db, code, roomRef.current));
  }, [agreed, run, code]);

  const dismiss = useCallback(() => setAlert(null), []);
  return { write, alert, dismiss };
}
