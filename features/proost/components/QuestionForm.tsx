'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { memo, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { textRule } from '@/lib/forms/text';
import { addQuestion, ENTRIES_OFF_TEXT } from '@/features/proost/lib/data';
import { PLAYER_TOKEN } from '@/features/proost/lib/draw';
import { QUESTION_TYPES, type QuestionType } from '@/features/proost/lib/types';

const RULE = textRule('spørsmålet');

/** Text and type of a new question; closed for others while the creator has entries off. */
function QuestionForm({ code, allowed, isCreator }: { code: string; allowed: boolean; isCreator: boolean }) {
  const uid = useUid();
  const [type, setType] = useState<QuestionType>('Generelt');
  const form = useDbForm({
    fields: { text: RULE },
    write: (db, { text }) => addQuestion(db, code, uid, text, type, isCreator),
    reset: true,
  });
  if (!allowed) return <Alert severity="info" sx={{ mb: 1 }}>{ENTRIES_OFF_TEXT}</Alert>;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Nytt spørsmål">
      <Stack spacing={1.5} sx={{ mb: 1 }}>
        <TextInput field={form.fields.text} label="Spørsmål" multiline minRows={2} helperText={`${PLAYER_TOKEN} blir byttet ut med en tilfeldig spiller`} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box role="radiogroup" aria-label="Type" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, flexGrow: 1 }}>
            {QUESTION_TYPES.map((t) => (
              <Chip
                key={t}
                label={t}
                role="radio"
                aria-checked={type === t}
                color={type === t ? 'primary' : 'default'}
                variant={type === t ? 'filled' : 'outlined'}
                onClick={() => setType(t)}
              />
            ))}
          </Box>
          <Button type="submit" variant="contained" disabled={form.pending} sx={{ flexShrink: 0, alignSelf: 'flex-end' }}>
            Legg til
          </Button>
        </Stack>
      </Stack>
      <WriteStatus write={form.status} />
    </form>
  );
}

// Its props are a few plain values: a draw that leaves them alone does not render it again.
export default memo(QuestionForm);
