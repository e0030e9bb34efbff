'use client';
import { SettingsPanelPart } from './settingsPart';
import RoundView from './RoundView';
import type { Table } from './table';

type Props = {
  table: Table;
  seated: boolean;
  isCreator: boolean;
};

/**
 * What a seated player and the room's creator see between the table card (or the join form of a
 * creator without a seat) and the players: the round (plain: the hand, the judging, the result
 * and the winner) and the creator's settings (an MUI part). A lazy part of its own (CahRoom), so a
 * guest who has not sat down yet loads none of it.
 */
export default function CahRoomSections({ table, seated, isCreator }: Props) {
  // While a game runs the creator's panel is just its end button: below the round.
  const settingsFirst = isCreator && table.game.settings.status !== 1;
  return (
    <>
      {settingsFirst ? <SettingsPanelPart table={table} /> : null}
      {seated ? <RoundView table={table} /> : null}
      {isCreator && !settingsFirst ? <SettingsPanelPart table={table} /> : null}
    </>
  );
}
