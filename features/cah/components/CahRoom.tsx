'use client';
import { useEffect } from 'react';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import { LivePainted } from '@/components/ui/firstPaintCover';
import OwnerDataMissing, { NO_CARDS_TEXT } from '@/components/ui/OwnerDataMissing';
import EmptyState from '@/components/ui/EmptyState';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { bankRead, gameRead, presentRead } from '@/features/cah/lib/data';
import { tableCard } from '@/features/cah/lib/room';
import JoinGameForm from './JoinGameForm';
import { CahRoomSections } from './sectionsPart';
import PlayerTable from './PlayerTable';
import TableCard from './TableCard';
import type { Table } from './table';
import { notedSeat, rememberSeat } from '@/lib/rooms/seatNote';

/** The Cah room: header, the black card on the table, the creator's settings, the round and the players. */
export default function CahRoom({ code }: { code: string }) {
  const uid = useUid();
  useEffect(() => {
    if (notedSeat('cah', code)) CahRoomSections.preload();
  }, [code]);
  const game = useDbValue(gameRead(code));
  const bank = useDbValue(bankRead());
  const present = useDbValue(presentRead(code));
  const presentUids = present.status === 'success' ? present.data : null;
  const seatedNow = game.status === 'success' && game.data ? game.data.players.some((p) => p.uid === uid) : null;
  useEffect(() => {
    // The next visit's first paint shows the name box only to a phone without a seat.
    if (seatedNow !== null) rememberSeat('cah', code, seatedNow);
  }, [code, seatedNow]);
  return (
    <DbView result={game} loadingLabel="Henter spillet …">
      {(data) => (
        <DbView result={bank} loadingLabel="Henter kortene …">
          {(cards) => {
            if (!data) {
              return (
                <>
                  <RoomHeader game="cah" code={code} />
                  <LivePainted />
                  <EmptyState text="Rommet har ikke noe spill." />
                </>
              );
            }
            // Presence not known yet: count everyone as here rather than skip them.
            const isActive = (id: string) => id === uid || !presentUids || presentUids.includes(id);
            const table: Table = { code, uid, game: data, bank: cards, isActive };
            const seated = data.players.some((p) => p.uid === uid);
            const isCreator = data.settings.createdBy === uid;
            return (
              <>
                {/* The header and the card come with the data, so the pair replaces the first paint at once. */}
                <RoomHeader game="cah" code={code} name={data.settings.name} />
                <TableCard card={tableCard(data, cards.black)} uid={uid} />
                <LivePainted />
                {cards.black.length === 0 || cards.white.length === 0 ? <OwnerDataMissing text={NO_CARDS_TEXT} /> : null}
                {/* In this commit, which drops the page's plain name box, so that it takes over what was typed there. */}
                {seated ? null : <JoinGameForm code={code} onIntent={CahRoomSections.preload} />}
                {seated || isCreator ? <CahRoomSections table={table} seated={seated} isCreator={isCreator} /> : null}
                {/* Under the round, so the round paints first. */}
                <RenderAfterward>
                  <PlayerTable table={table} />
                </RenderAfterward>
              </>
            );
          }}
        </DbView>
      )}
    </DbView>
  );
}
