'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { addQuest, questDescriptionRule, questRewardRule, questTitleRule } from '@/features/quest/lib/data';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';

/** The creator's Settings block: the room code to share and the add-quest form. */
export default function QuestSettings({ id }: { id: string }) {
  const form = useDbForm({
    fields: { title: questTitleRule, description: questDescriptionRule, reward: questRewardRule },
    write: (db, values) => addQuest(db, id, values),
    reset: true,
  });
  const { title, description, reward } = form.fields;
  return (
    <Paper component="section" aria-labelledby="quest-settings" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="quest-settings" variant="h6" component="h2">
        Settings
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Romkode: <strong data-testid="room-code">{id}</strong> — del koden med spillerne.
      </Typography>
      <Box component="form" onSubmit={form.submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput field={title} label="Tittel" />
        <TextInput field={description} label="Beskrivelse" multiline minRows={2} />
        <TextInput field={reward} label="Belønning" />
        <Typography variant="body2" color="text.secondary">
          Nye quester er skjult for spillerne til du slår på «Synlig».
        </Typography>
        <WriteStatus write={form.status} />
        <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
          Legg til quest
        </Button>
      </Box>
    </Paper>
  );
}
