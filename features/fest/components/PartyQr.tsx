'use client';
import { useEffect, useState } from 'react';
import { retryImport } from '@/lib/browser/retryImport';

/** A QR code for `link` (the party's invite), drawn in the browser once the library has loaded. */
export default function PartyQr({ link, size, label }: { link: string; size: number; label: string }) {
  const [qr, setQr] = useState<{ link: string; src: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    retryImport(() => import('qrcode'))
      .then((qrcode) => qrcode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => !cancelled && setQr({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch((error) => console.warn('QR code failed', error));
    return () => {
      cancelled = true;
    };
  }, [link]);
  if (!qr || qr.link !== link) return <div style={{ width: size, height: size }} aria-hidden />;
  // A white square behind the code: a scanner needs the contrast in dark mode too.
  // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL, nothing to optimise
  return <img src={qr.src} alt={label} width={size} height={size} style={{ background: '#fff', borderRadius: 8 }} data-testid="party-qr" />;
}
