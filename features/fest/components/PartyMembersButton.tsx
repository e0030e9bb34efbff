'use client';
import GroupIcon from '@mui/icons-material/Group';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyPart } from '@/components/ui/lazyPart';
import type { Party } from '../lib/data';

// Only the host sees the button; the dialog is fetched when a finger goes to it.
const PartyMembersDialog = lazyPart(() => import('./PartyMembersDialog'));
const preloadDialog = PartyMembersDialog.preload;

/** «Medlemmer» (host only): remove a member from the party and its rooms (docs/rooms.md §Festrom). */
export default function PartyMembersButton({ party }: { party: Party }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" startIcon={<GroupIcon />} sx={{ minHeight: 44, mt: 1 }} onPointerDown={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen(true)}>
        Medlemmer
      </Button>
      {open ? <PartyMembersDialog party={party} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
