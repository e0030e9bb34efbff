'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Question } from '@/lib/proost/types';
import AnimatedList from './AnimatedList';

/** The room's questions, newest last, in a box that scrolls once the list is long. */
export default function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>
      <AnimatedList items={questions} itemKey={(q) => q.key} label="Spørsmål">
        {(question) => (
          <ListItem component="div" divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <ListItemText primary={question.text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            <Chip label={question.type} size="small" sx={{ mt: 0.5 }} />
          </ListItem>
        )}
      </AnimatedList>
    </Box>
  );
}
