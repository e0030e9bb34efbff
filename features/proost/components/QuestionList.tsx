'use client';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { memo } from 'react';
import type { Undo } from '@/components/ui/UndoSnackbar';
import { canDeleteQuestion, deleteQuestion, restoreQuestion } from '@/features/proost/lib/data';
import type { Question } from '@/features/proost/lib/types';
import AnimatedList from './AnimatedList';

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
      <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>
        <AnimatedList items={questions} itemKey={(q) => q.key} label="Spørsmål">
          {(question) => (
            <ListItem component="div" divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <ListItemText primary={question.text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              <Chip label={question.type} size="small" sx={{ mt: 0.5 }} />
              {canDeleteQuestion(question, uid, creator) ? (
                <IconButton size="small" aria-label={`Slett spørsmålet: ${question.text}`} onClick={() => void remove(question)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ) : null}
            </ListItem>
          )}
        </AnimatedList>
      </Box>
      <WriteStatus write={write} />
    </>
  );
}

export default memo(QuestionList);
