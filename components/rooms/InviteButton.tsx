'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { useEffect, useState } from 'react';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import type { InviteTarget } from './InviteDialog';
import { InviteButtonView } from './RoomHeaderView';

// The dialog (Dialog, its transitions and the QR library inside it) is not part of the room's
// first paint: it is fetched once the page has settled, or as soon as a finger goes to the button.
// A failed preload is harmless: opening the dialog loads it again, with lazyPart's retry.
const InviteDialog = lazyPart(() => import('./InviteDialog'));
const preloadDialog = InviteDialog.preload;

/** «Inviter»: opens a dialog with a QR code and a link that opens the room, to copy or share. */
export default function InviteButton({ game, code, roomName, isPrivate }: InviteTarget) {
  const [open, setOpen] = useState(false);
  useEffect(() => afterPageSettled(preloadDialog), []);
  return (
    <>
      <InviteButtonView onOpen={() => setOpen(true)} onPrepare={preloadDialog} />
      {open ? <InviteDialog game={game} code={code} roomName={roomName} isPrivate={isPrivate} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
