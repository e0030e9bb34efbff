'use client';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { clickOnRelease } from '@/lib/browser/pressHandover';
import { PRIVATE_ROOM_TEXT } from '@/lib/rooms/texts';
import type { EarlyField } from './earlyField';
import { takeEarlyPassword } from './earlyPasswordWall';
import PasswordForm from './PasswordForm';

/** A private room's wall for a phone that is not a member yet (RoomGate loads it when needed). */
export default function RoomPasswordWall({
  write,
  onSubmit,
}: {
  write: DbWrite;
  onSubmit: (password: string) => void;
}) {
  // The plain wall the page painted first (earlyPasswordWall) may hold a typed password, even one
  // already sent. Taken over in this commit's layout effects, where the plain wall is still there
  // (LivePainted removes it in the commit after): a render in a transition may have yielded to a
  // few more keys. The form then mounts again with them, before the browser paints.
  const [early, setEarly] = useState<EarlyField | null>(null);
  const wall = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const now = takeEarlyPassword();
    // The plain wall is DOM outside React, read once at the one moment that loses no key.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEarly(now);
    // A «Bli med» pressed on the plain wall and released on this one is this wall's «Bli med».
    if (now?.pressed && !now.sent) return clickOnRelease(() => wall.current?.querySelector<HTMLButtonElement>('button[type="submit"]'));
  }, []);
  const sentEarly = useRef(false);
  useEffect(() => {
    if (!early?.sent || sentEarly.current) return;
    sentEarly.current = true;
    onSubmit(early.value);
  }, [early, onSubmit]);
  return (
    <Paper ref={wall} variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="password-wall">
      {/* A room that turned private after its first paint: the wall replaces the snapshot. */}
      <LivePainted />
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        Privat rom
      </Typography>
      <Typography sx={{ my: 1.5 }}>{PRIVATE_ROOM_TEXT}</Typography>
      <PasswordForm
        key={early ? 'early' : 'live'}
        write={write}
        onSubmit={onSubmit}
        initialPassword={early?.value}
        initialRefused={early?.refused}
        autoFocus={early?.focused}
      />
    </Paper>
  );
}
