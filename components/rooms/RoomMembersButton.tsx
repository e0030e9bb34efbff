'use client';
import { useState } from 'react';
import type { RoomGame } from '@/lib/rooms/data';
import { lazyPart } from '@/components/ui/lazyPart';
import { PeopleIcon } from './roomIcons';
import styles from './RoomHeaderView.module.css';

// Only the creator sees the button; the dialog is fetched when a finger goes to it.
const RoomMembersDialog = lazyPart(() => import('./RoomMembersDialog'));
const preloadDialog = RoomMembersDialog.preload;

/** «Medlemmer» (creator only): remove a member, and change a leaked password. */
export default function RoomMembersButton({ game, code, isPrivate }: { game: RoomGame; code: string; isPrivate: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.textButton} onPointerDown={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen(true)}>
        <PeopleIcon />
        Medlemmer
      </button>
      {open ? <RoomMembersDialog game={game} code={code} isPrivate={isPrivate} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
