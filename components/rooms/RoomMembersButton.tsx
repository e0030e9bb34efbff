'use client';
import GroupIcon from '@mui/icons-material/Group';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { RoomGame } from '@/lib/rooms/data';
import { lazyPart } from '@/components/ui/lazyPart';

// Only the creator sees the button; the dialog is fetched when a finger goes to it.
const RoomMembersDialog = lazyPart(() => import('./RoomMembersDialog'));
const preloadDialog = RoomMembersDialog.preload;

/** «Medlemmer» (creator only): remove a member, and change a leaked password. */
export default function RoomMembersButton({ game, code, isPrivate }: { game: RoomGame; code: string; isPrivate: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" size="small" startIcon={<GroupIcon />} onPointerDown={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen(true)}>
        Medlemmer
      </Button>
      {open ? <RoomMembersDialog game={game} code={code} isPrivate={isPrivate} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
