'use client';
import { createQuestGame, gameNameRule } from '@/features/quest/lib/data';
import { isQuestRoomId } from '@/features/quest/lib/quest';
import IdStartScreen, { type IdStartConfig } from '@/components/rooms/IdStartScreen';

export const BAD_QUEST_CODE_TEXT = 'Koden kan bare ha bokstavene a–z, tall, - og _ (høyst 40 tegn).';

const QUEST_START: IdStartConfig = {
  route: 'quest',
  create: createQuestGame,
  nameRule: gameNameRule,
  isValidId: isQuestRoomId,
  texts: {
    newTitle: 'Ny questlog',
    gateLabel: 'questloggen',
    nameLabel: 'Navn på spillet',
    newIdLabel: 'Ny romkode',
    createButton: 'Lag questlog',
    created: 'Questloggen',
    openTitle: 'Åpne en questlog',
    idLabel: 'Romkode',
    invalidId: BAD_QUEST_CODE_TEXT,
  },
};

/** /quest/: start a new quest game (you become its game master), open one by code, or a recent one. */
export default function QuestStartScreen() {
  return <IdStartScreen config={QUEST_START} />;
}
