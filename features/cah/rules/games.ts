// cah/games/{code}: the room's public game state, one module per part of it.
import { createdWithLobby, keyedRoomsRead, mayReadRoomByPath, viewKeyField } from '@/rules/common';
import * as r from '@/rules/dsl';
import { deckRules } from './deck';
import { playRules } from './plays';
import { roundRules } from './round';
import { seatRules } from './seats';
import { settingsRules } from './settings';

export const games: r.RuleNode = {
  ...keyedRoomsRead,
  $code: {
    '.read': mayReadRoomByPath('cah'),
    '.write': createdWithLobby('cah'),
    '.validate': r.hasChildAt(r.newData, 'settings'),
    ...settingsRules,
    ...seatRules,
    ...roundRules,
    ...playRules,
    ...deckRules,
    ...viewKeyField('cah'),
    ...r.closed,
  },
};
