'use client';
import RoundView from './RoundView';
import SettingsPanel from './SettingsPanel';
import type { Table } from './table';

type Props = {
  table: Table;
  seated: boolean;
  isCreator: boolean;
};

/**
 * What a seated player and the room's creator see between the table card (or the join form of a
 * creator without a seat) and the players: the round (the hand, the judging, the result) and the
 * creator's settings, drawn with MUI. A lazy part of its own (CahRoom), so a guest who has not sat
 * down yet loads none of it.
 */
export default function CahRoomSections({ table, seated, isCreator }: Props) {
  // While a game runs the creator's panel is just its end button: below the round.
  const settingsFirst = isCreator && table.game.settings.status !== 1;
  return (
    <>
      {settingsFirst ? <SettingsPanel table={table} /> : null}
      {seated ? <RoundView table={table} /> : null}
      {isCreator && !settingsFirst ? <SettingsPanel table={table} /> : null}
    </>
  );
}
