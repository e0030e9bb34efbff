import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import { mapBlackCards } from '@/features/cah/lib/bank';
import { mapTableGame, tableCard } from '@/features/cah/lib/room';
import TableCard from './TableCard';

/**
 * A Cah room's card as first painted from its REST read (the game, and the bank's black cards as
 * `also`): the header and the black card on the table; nothing for a value that is not a game.
 * The one source of both first paints: CahSnapshot renders it with React, and the inline painter
 * is generated from it (features/cah/paint.tsx, docs/rooms.md "The card's painter, generated"), so
 * it stays plain elements of its props.
 */
export default function CahCard({ id, value, also }: { id: string; value: unknown; also: unknown }) {
  const game = mapTableGame(value);
  if (!game) return null;
  return (
    <>
      <RoomHeaderView name={game.settings.name} code={id} action={<InviteButtonView disabled />} />
      <TableCard card={tableCard(game, mapBlackCards(also))} />
    </>
  );
}
