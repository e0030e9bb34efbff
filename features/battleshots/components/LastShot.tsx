'use client';
import PlainAlert from '@/components/ui/PlainAlert';
import { SHIP_NAMES } from '@/features/battleshots/lib/fleet';
import { opponentOf, type BattleshotsRoom, type Shot } from '@/features/battleshots/lib/game';
import { nameOf } from './names';

/** The latest shot in the room, told the same way on every phone; a sinking is announced. */
export default function LastShot({ room }: { room: BattleshotsRoom }) {
  let last: { shooter: string; shot: Shot } | null = null;
  for (const [shooter, shots] of Object.entries(room.game.shots)) {
    for (const shot of shots) if (!last || shot.at >= last.shot.at) last = { shooter, shot };
  }
  if (!last) return null;
  const { shooter, shot } = last;
  const who = nameOf(room, shooter);
  const defender = nameOf(room, opponentOf(room, shooter));
  let text: string;
  let severity: 'info' | 'warning' | 'error' = 'info';
  if (shot.result === null) text = `${who} skyter på ${shot.cell} …`;
  else if (shot.result === 'miss') text = `${who} skjøt på ${shot.cell}: bom.`;
  else if (shot.result === 'hit') {
    text = `${who} traff ${shot.cell}! ${defender} drikker.`;
    severity = 'warning';
  } else {
    const ship = shot.ship !== null ? SHIP_NAMES[shot.ship] : 'Et skip';
    text = `${ship} er senket! ${who} traff ${shot.cell}, ${defender} drikker.`;
    severity = 'error';
  }
  return (
    <PlainAlert severity={severity} filled={shot.result === 'sunk'} role="status" testId="last-shot">
      {text}
    </PlainAlert>
  );
}
