'use client';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { deleteEntry, restoreEntry } from '@/features/rpglog/lib/data';
import { formatDate, groupBySession, type RpgEntry, type RpgLog } from '@/features/rpglog/lib/log';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import EditEntryDialog from './EditEntryDialog';
import type { RpgLogTexts } from './texts';
import { type RpgLogNode } from '../paths';

export const DELETED_TEXT = 'Oppføringen er slettet.';

/**
 * Every entry, newest session first, each session with its story. The author of an entry (and
 * only they; the rules say so too) can change it or delete it, with «Angre» after a delete.
 */
export default function LogList({ node, texts, log }: { node: RpgLogNode; texts: RpgLogTexts; log: RpgLog }) {
  const uid = useUid();
  const write = useDbWrite();
  const [editing, setEditing] = useState<RpgEntry | null>(null);
  const undo = useUndo();
  const groups = groupBySession(log).reverse();

  const remove = async (entry: RpgEntry) => {
    if (await write.run((db) => deleteEntry(db, node, entry.key))) {
      undo.offer(DELETED_TEXT, () => write.run((db) => restoreEntry(db, node, uid, entry)));
    }
  };

  return (
    <>
      <WriteStatus write={write} />
      {groups.length === 0 ? <EmptyState /> : null}
      {groups.map((group) => (
        <Paper key={group.session} variant="outlined" sx={{ mb: 2, p: 2 }} component="section" aria-label={`Økt ${group.session}`}>
          <Typography variant="h6" component="h2">
            Økt {group.session}
            {group.session === log.info.session ? (
              <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '0.9rem' }}>
                (nå)
              </Typography>
            ) : null}
          </Typography>
          {group.story ? (
            <Typography sx={{ fontStyle: 'italic', mt: 0.5, whiteSpace: 'pre-line' }}>{group.story}</Typography>
          ) : null}
          <List dense disablePadding>
            {group.entries.map((entry) => (
              <ListItem
                key={entry.key}
                disableGutters
                divider
                data-testid="log-entry"
                secondaryAction={
                  entry.by && entry.by === uid ? (
                    <>
                      <IconButton aria-label={`Endre «${entry.title}»`} size="small" onClick={() => setEditing(entry)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={`Slett «${entry.title}»`} size="small" edge="end" onClick={() => void remove(entry)} disabled={write.pending}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={entry.person ? `${entry.title} — ${entry.person}` : entry.title}
                  secondary={[formatDate(entry.date), `fra ${entry.from}`].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={entry.by && entry.by === uid ? { pr: 9 } : undefined}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      {editing ? <EditEntryDialog node={node} texts={texts} entry={editing} onClose={() => setEditing(null)} /> : null}
      <UndoSnackbar undo={undo} />
    </>
  );
}
