'use client';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { inviteSecret } from '@/lib/rooms/data';
import { inviteFragment } from '@/lib/rooms/invite';
import { isRoomGame, roomHref, type LinkTarget } from '@/lib/rooms/link';
import { retryImport } from '@/lib/browser/retryImport';

/** The room (or fridge, or quest game) an invite is for; the button and its dialog take the same. */
export type InviteTarget = { game: LinkTarget; code: string; roomName: string; isPrivate: boolean };

/**
 * The invite dialog: a QR code and a link that opens the room, to copy or share. The host's link
 * to a game room carries the room's invite secret in its fragment (docs/rooms.md "Invites"); a
 * member who is not the host may not read it and shares the plain link.
 */
export default function InviteDialog({ game, code, roomName, isPrivate, onClose }: InviteTarget & { onClose: () => void }) {
  const db = useScreenDatabase();
  // undefined while the secret is asked for, so no link without it is shown or copied meanwhile.
  const [secret, setSecret] = useState<string | null | undefined>(isRoomGame(game) ? undefined : null);
  useEffect(() => {
    if (!isRoomGame(game)) return;
    let cancelled = false;
    inviteSecret(db, game, code)
      .catch(() => null)
      .then((found) => !cancelled && setSecret(found));
    return () => {
      cancelled = true;
    };
  }, [db, game, code]);
  const link = secret === undefined ? null : new URL(roomHref(game, code), window.location.origin).href + inviteFragment(secret);
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!link) return;
    let cancelled = false;
    retryImport(() => import('qrcode'))
      .then((qrcode) => qrcode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => !cancelled && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error) => {
        console.warn('QR code failed', error);
        if (!cancelled) setQrFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [link]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNote({ ok: true, text: 'Lenken er kopiert.' });
    } catch {
      setNote({ ok: false, text: 'Klarte ikke å kopiere. Hold fingeren på lenken og kopier den selv.' });
    }
  };
  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: roomName || code, text: `Bli med i ${roomName || code}`, url: link });
    } catch (error) {
      // Closing the share sheet is not an error worth a message.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setNote({ ok: false, text: 'Klarte ikke å dele. Kopier lenken i stedet.' });
      }
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">Inviter til {roomName || code}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 232 }}>
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL, nothing to optimise
            <img src={qr} alt={`QR-kode til ${isRoomGame(game) ? 'rommet ' : ''}${code}`} width={224} height={224} data-testid="invite-qr" />
          ) : qrFailed ? (
            <Typography color="text.secondary">Klarte ikke å lage QR-koden. Del lenken i stedet.</Typography>
          ) : (
            <Typography color="text.secondary">Lager QR-kode …</Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', overflowWrap: 'anywhere' }} data-testid="invite-link">
          {link ?? 'Lager lenke …'}
        </Typography>
        {isPrivate ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            Rommet er privat: de du inviterer må også få passordet.
          </Typography>
        ) : null}
        {note ? (
          <Alert severity={note.ok ? 'success' : 'warning'} sx={{ mt: 1.5 }}>
            {note.text}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button startIcon={<ContentCopyIcon />} onClick={copy} disabled={!link}>
            Kopier lenke
          </Button>
          {canShare ? (
            <Button startIcon={<ShareIcon />} onClick={share} disabled={!link}>
              Del
            </Button>
          ) : null}
          <Button onClick={onClose}>Lukk</Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
