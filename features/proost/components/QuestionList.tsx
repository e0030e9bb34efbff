'use client';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { memo } from 'react';
import { DELETE_ICON_PATH } from '@/components/ui/alertIcons';
import PlainIconButton from '@/components/ui/PlainIconButton';
import { UndoSnackbarPart } from '@/components/ui/UndoSnackbarPart';
import type { Undo } from '@/components/ui/useUndo';
import { canDeleteQuestion, deleteQuestion, restoreQuestion } from '@/features/proost/lib/data';
import type { Question } from '@/features/proost/lib/types';
import AnimatedList, { ListRow } from './AnimatedList';
import styles from './AnimatedList.module.css';

/**
 * The room's questions, newest last, in a box that scrolls once the list is long. Its author and
 * the room's creator can delete a question, with «Angre» for a few seconds after. Rendered again
 * only when its props change (memo): a host's deck is long, and a draw does not change it.
 */
function QuestionList({
  code,
  creator,
  questions,
  offerUndo,
}: {
  code: string;
  creator: string;
  questions: readonly Question[];
  offerUndo: Undo['offer'];
}) {
  const uid = useUid();
  const write = useDbWrite();
  const remove = async (question: Question) => {
    if (await write.run((db) => deleteQuestion(db, code, uid, question))) {
      offerUndo('Spørsmålet er slettet', () => write.run((db) => restoreQuestion(db, code, question)));
    }
  };
  return (
    <>
      <div className={styles.scroll}>
        <AnimatedList items={questions} itemKey={(q) => q.key} label="Spørsmål">
          {(question) => (
            <ListRow top>
              <p className={styles.text}>{question.text}</p>
              <span className={styles.chip}>{question.type}</span>
              {canDeleteQuestion(question, uid, creator) ? (
                <PlainIconButton label={`Slett spørsmålet: ${question.text}`} path={DELETE_ICON_PATH} onClick={() => void remove(question)} onPrepare={UndoSnackbarPart.preload} />
              ) : null}
            </ListRow>
          )}
        </AnimatedList>
      </div>
      <WriteStatus write={write} />
    </>
  );
}

export default memo(QuestionList);
