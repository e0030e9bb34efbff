'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Suggestion } from '@/features/home/lib/status';
import EmptyState from '@/components/ui/EmptyState';
import StatusChip from './StatusChip';

/** The roadmap as a list of cards; `action` adds a control per card (the admin's status menu). */
export default function SuggestionList({
  suggestions,
  action,
}: {
  suggestions: Suggestion[];
  action?: (suggestion: Suggestion) => ReactNode;
}) {
  if (suggestions.length === 0) return <EmptyState />;
  return (
    <Box component="ul" aria-label="Forslag" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {suggestions.map((s) => (
        <Paper component="li" variant="outlined" key={s.key} sx={{ p: 1.5 }} data-testid="suggestion">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {s.title}
            </Typography>
            <StatusChip status={s.status} />
          </Box>
          {s.desc ? (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {s.desc}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            Fra {s.from}
          </Typography>
          {action ? <Box sx={{ mt: 1 }}>{action(s)}</Box> : null}
        </Paper>
      ))}
    </Box>
  );
}
