import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { mapBlackCards } from '@/features/cah/lib/bank';
import { mapGame, tableCard } from '@/features/cah/lib/room';
import TableCard from './TableCard';

/**
 * A Cah room's first paint from its REST snapshot: the header and the black card on the table
 * (its text from the bank's black cards, read alongside the room).
 */
export default function CahSnapshot({ id, value, also }: SnapshotViewProps) {
  const game = mapGame(value);
  if (!game) return null;
  return (
    <>
      <RoomHeaderView name={game.settings.name} code={id} action={<InviteButtonView disabled />} />
      <TableCard card={tableCard(game, mapBlackCards(also))} />
    </>
  );
}
