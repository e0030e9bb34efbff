'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { useState } from 'react';
import type { InviteTarget } from './InviteDialog';
import { InviteButtonView } from './RoomHeaderView';

// The dialog (Dialog, its transitions, the QR library and MUI's theme under them) is not part of
// the room's first paint, nor of the work a guest's phone does after it: it is fetched as soon as
// a finger goes to the button (or the button gets focus), so a phone that never invites never
// evaluates MUI (docs/architecture.md). A failed preload is harmless: opening the dialog loads it
// again, with lazyPart's retry.
const InviteDialog = lazyPart(() => import('./InviteDialog'));
const preloadDialog = InviteDialog.preload;

/** «Inviter»: opens a dialog with a QR code and a link that opens the room, to copy or share. */
export default function InviteButton({ game, code, roomName, isPrivate }: InviteTarget) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <InviteButtonView onOpen={() => setOpen(true)} onPrepare={preloadDialog} />
      {open ? <InviteDialog game={game} code={code} roomName={roomName} isPrivate={isPrivate} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
