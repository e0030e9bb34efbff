import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, groupBySession, type RpgLog } from '@/lib/rpglog/log';
import EmptyState from '@/components/ui/EmptyState';

/** Every entry, newest session first, each session with its story. */
export default function LogList({ log }: { log: RpgLog }) {
  const groups = groupBySession(log).reverse();
  if (groups.length === 0) return <EmptyState />;
  return (
    <>
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
              <ListItem key={entry.key} disableGutters divider data-testid="log-entry">
                <ListItemText
                  primary={entry.person ? `${entry.title} — ${entry.person}` : entry.title}
                  secondary={[formatDate(entry.date), `fra ${entry.from}`].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </>
  );
}
