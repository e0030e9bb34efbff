'use client';
import { isQuestRoomId } from '@/features/quest/lib/quest';
import { useRouteId } from '@/lib/routes/useRouteId';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import Loading from '@/components/ui/Loading';
import Page from '@/components/ui/Page';
import QuestLoadingPage from './QuestLoadingPage';
import QuestLog from './QuestLog';

export const NO_CODE_TEXT = 'Ingen kode i adressen. Bruk /quest/ og romkoden, for eksempel /quest/AbC12.';
export const BAD_CODE_TEXT = 'Koden i adressen kan bare ha bokstavene a–z, tall, - og _.';

/** /quest/{id}: the quest log of the room code in the address. */
export default function QuestScreen() {
  const { ready, id } = useRouteId('quest');
  if (!ready) {
    return (
      <QuestLoadingPage>
        <Loading />
      </QuestLoadingPage>
    );
  }
  if (!id || !isQuestRoomId(id)) {
    return (
      <Page title="Questlog">
        <p role="alert">{id ? BAD_CODE_TEXT : NO_CODE_TEXT}</p>
      </Page>
    );
  }
  return (
    <DatabaseGate label="questloggen">
      <QuestLog id={id} />
    </DatabaseGate>
  );
}
