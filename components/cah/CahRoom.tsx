'use client';
import Typography from '@mui/material/Typography';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import RoomHeader from '@/components/rooms/RoomHeader';
import OwnerDataMissing, { NO_CARDS_TEXT } from '@/components/ui/OwnerDataMissing';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { bankRead, gameRead, presentRead } from '@/lib/cah/data';
import JoinGameForm from './JoinGameForm';
import PlayerTable from './PlayerTable';
import RoundView from './RoundView';
import SettingsPanel from './SettingsPanel';
import type { Table } from './table';

/** The Cah room: header, the creator's settings, the table of players, and the round. */
export default function CahRoom({ code }: { code: string }) {
  const uid = useUid();
  const game = useDbValue(gameRead(code));
  const bank = useDbValue(bankRead());
  const present = useDbValue(presentRead(code));
  const presentUids = present.status === 'success' ? present.data : null;
  return (
    <>
      <RoomHeader game="cah" code={code} name={game.status === 'success' ? game.data?.settings.name : undefined} />
      <DbView result={game} loadingLabel="Henter spillet …">
        {(data) => (
          <DbView result={bank} loadingLabel="Henter kortene …">
            {(cards) => {
              if (!data) return <Typography color="text.secondary">Rommet har ikke noe spill.</Typography>;
              // Presence not known yet: count everyone as here rather than skip them.
              const isActive = (id: string) => id === uid || !presentUids || presentUids.includes(id);
              const table: Table = { code, uid, game: data, bank: cards, isActive };
              const seated = data.players.some((p) => p.uid === uid);
              return (
                <>
                  {cards.black.length === 0 || cards.white.length === 0 ? <OwnerDataMissing text={NO_CARDS_TEXT} /> : null}
                  {data.settings.createdBy === uid ? <SettingsPanel table={table} /> : null}
                  {seated ? <RoundView table={table} /> : <JoinGameForm code={code} />}
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
    </>
  );
}
