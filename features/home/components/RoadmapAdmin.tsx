'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setSuggestionStatus, suggestionsRead } from '@/features/home/lib/data';
import { STATUSES, isStatus, type Suggestion } from '@/features/home/lib/status';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import SuggestionList from './SuggestionList';

/** For /admin (inside the site AdminArea): change the status of each suggestion. */
export default function RoadmapAdmin() {
  const suggestions = useDbValue(suggestionsRead);
  const write = useDbWrite();
  const statusMenu = (s: Suggestion) => (
    <TextField
      select
      size="small"
      label={`Status for ${s.title}`}
      value={s.status}
      disabled={write.pending}
      onChange={(event) => {
        const value = Number(event.target.value);
        if (isStatus(value)) void write.run((db) => setSuggestionStatus(db, s.key, value));
      }}
      sx={{ minWidth: 180 }}
    >
      {STATUSES.map((status) => (
        <MenuItem key={status.value} value={status.value}>
          {status.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <section aria-labelledby="roadmap-admin">
      <Typography id="roadmap-admin" variant="h6" component="h2" sx={{ mb: 1 }}>
        Veikart: status
      </Typography>
      <WriteStatus write={write} />
      <DbView result={suggestions}>{(list) => <SuggestionList suggestions={list} action={statusMenu} />}</DbView>
    </section>
  );
}
