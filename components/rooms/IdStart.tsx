'use client';
// Shared parts of the start pages of apps opened by id (/fridge/, /quest/): open one by its id or
// link, the phone's recent ones, and what a creator sees after making a new one.
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { roomHref, type LinkTarget } from '@/lib/rooms/link';
import { idFromTyped } from '@/lib/rooms/readableId';
import type { RecentKind } from '@/lib/rooms/recent';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import InviteButton from './InviteButton';
import { openPage } from './navigate';
import { useRecent } from './useRecent';

export const RECENT_EMPTY_TEXT = 'Ingen ennå på denne telefonen.';

export function StartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A field for an id (or a pasted link) and «Åpne». The page behind the id says itself when
 * nothing exists there and offers to create it, so this only checks the id's form.
 */
export function OpenByIdBox({
  route,
  label,
  isValid,
  invalidText,
}: {
  route: LinkTarget;
  label: string;
  isValid: (id: string) => boolean;
  invalidText: string;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = idFromTyped(typed, route);
    if (!id) return setError(`Skriv inn ${label.toLowerCase()}.`);
    if (!isValid(id)) return setError(invalidText);
    openPage(roomHref(route, id));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Åpne med ${label.toLowerCase()}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <OutlinedField
          label={label}
          size="small"
          fullWidth
          value={typed}
          error={error !== null}
          helperText={error ?? 'Koden eller lenken du har fått'}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          inputProps={{ autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, maxLength: 300 }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, mt: '1px' }}>
          Åpne
        </Button>
      </Stack>
    </form>
  );
}

/** The ones this phone opened lately, newest first; each can be forgotten. */
export function RecentList({ kind }: { kind: RecentKind }) {
  const { entries, forget } = useRecent(kind);
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        {RECENT_EMPTY_TEXT}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Nylig brukt" data-testid="recent-list">
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          disablePadding
          secondaryAction={
            <IconButton edge="end" aria-label={`Glem ${entry.name || entry.id}`} onClick={() => forget(entry.id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemButton component="a" href={roomHref(kind, entry.id)}>
            <ListItemText primary={entry.name || entry.id} secondary={entry.id} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The generated id shown before creating, with a button for another one. */
export function NewIdField({ label, id, onRegenerate }: { label: string; id: string; onRegenerate?: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <OutlinedField label={label} size="small" fullWidth value={id} disabled={!onRegenerate} inputProps={{ readOnly: true, 'data-testid': 'new-id' }} />
      <IconButton aria-label="Lag en ny kode" onClick={onRegenerate} disabled={!onRegenerate}>
        <RefreshIcon />
      </IconButton>
    </Stack>
  );
}

/** After creating: the link to share, «Inviter» with its QR code, and a way in. */
export function CreatedPanel({ route, id, name, what }: { route: LinkTarget; id: string; name: string; what: string }) {
  const href = roomHref(route, id);
  const link = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  return (
    <Stack spacing={1.5} role="status" data-testid="created">
      <Typography>
        {what} «{name}» er laget med koden <strong>{id}</strong>. Del lenken med de som skal bruke det:
      </Typography>
      <Link href={href} sx={{ overflowWrap: 'anywhere' }} data-testid="created-link">
        {link}
      </Link>
      <Stack direction="row" spacing={1}>
        <InviteButton game={route} code={id} roomName={name} isPrivate={false} />
        <Button variant="contained" onClick={() => openPage(href)}>
          Åpne
        </Button>
      </Stack>
    </Stack>
  );
}
