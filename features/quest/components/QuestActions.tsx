'use client';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { deleteQuest, editQuest, questDescriptionRule, questRewardRule, questTitleRule, restoreQuest } from '@/features/quest/lib/data';
import type { Quest } from '@/features/quest/lib/quest';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import type { Undo } from '@/components/ui/UndoSnackbar';

/** The creator's «Endre» and «Slett» on one quest; a delete offers «Angre». */
export default function QuestActions({ id, quest, undo }: { id: string; quest: Quest; undo: Undo }) {
  const write = useDbWrite();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    if (await write.run((db) => deleteQuest(db, id, quest))) {
      undo.offer(`«${quest.title}» er slettet`, () => write.run((db) => restoreQuest(db, id, quest)));
    }
  };
  if (editing) return <QuestEditForm id={id} quest={quest} onDone={() => setEditing(false)} />;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" color="inherit" startIcon={<EditIcon />} onClick={() => setEditing(true)} aria-label={`Endre ${quest.title}`}>
          Endre
        </Button>
        <Button size="small" color="inherit" startIcon={<DeleteIcon />} disabled={write.pending} onClick={() => void remove()} aria-label={`Slett ${quest.title}`}>
          Slett
        </Button>
      </Box>
      <WriteStatus write={write} />
    </>
  );
}

function QuestEditForm({ id, quest, onDone }: { id: string; quest: Quest; onDone: () => void }) {
  const form = useDbForm({
    fields: {
      title: { rule: questTitleRule, initial: quest.title },
      description: { rule: questDescriptionRule, initial: quest.description },
      reward: { rule: questRewardRule, initial: quest.reward },
    },
    write: (db, values) => editQuest(db, id, quest, values),
    onSuccess: onDone,
  });
  const { title, description, reward } = form.fields;
  return (
    <Box component="form" onSubmit={form.submit} noValidate aria-label={`Endre ${quest.title}`} sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      <TextInput field={title} label="Tittel" />
      <TextInput field={description} label="Beskrivelse" multiline minRows={2} />
      <TextInput field={reward} label="Belønning" />
      <WriteStatus write={form.status} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={form.pending}>
          Lagre
        </Button>
        <Button onClick={onDone}>Avbryt</Button>
      </Box>
    </Box>
  );
}
