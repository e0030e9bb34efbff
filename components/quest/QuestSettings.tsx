'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { addQuest, questDescriptionRule, questRewardRule, questTitleRule } from '@/lib/quest/data';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

/** The creator's Settings block: the room code to share and the add-quest form. */
export default function QuestSettings({ id }: { id: string }) {
  const title = useTextInput(questTitleRule);
  const description = useTextInput(questDescriptionRule);
  const reward = useTextInput(questRewardRule);
  const write = useDbWrite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = [title.validate(), description.validate(), reward.validate()];
    if (values.some((value) => value === null)) return;
    const ok = await write.run((db) => addQuest(db, id, { title: title.raw, description: description.raw, reward: reward.raw }));
    if (ok) [title, description, reward].forEach((field) => field.reset());
  };
  return (
    <Paper component="section" aria-labelledby="quest-settings" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="quest-settings" variant="h6" component="h2">
        Settings
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Romkode: <strong data-testid="room-code">{id}</strong> — del koden med spillerne.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput field={title} label="Tittel" />
        <TextInput field={description} label="Beskrivelse" multiline minRows={2} />
        <TextInput field={reward} label="Belønning" />
        <Typography variant="body2" color="text.secondary">
          Nye quester er skjult for spillerne til du slår på «Synlig».
        </Typography>
        <WriteStatus write={write} />
        <Button type="submit" variant="contained" disabled={write.pending} sx={{ justifySelf: 'start' }}>
          Legg til quest
        </Button>
      </Box>
    </Paper>
  );
}
