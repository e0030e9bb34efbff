'use client';
import { memo, useEffect, useState } from 'react';
import type { PresenceScope } from '@/lib/firebase/paths';
import {
  creatorAbsent,
  lastSeenRead,
  offerOpen,
  offerRole,
  presentUidsRead,
  roleChoice,
  roleRead,
  takeRole,
  withdrawOffer,
  type Role,
} from '@/lib/rooms/roles';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteAlert from '@/components/firebase/WriteAlert';
import WriteStatus from '@/components/firebase/WriteStatus';
import buttons from '@/components/ui/PlainButtons.module.css';
import styles from './CreatorRole.module.css';

export const OFFER_BUTTON = 'Gi vertsrollen videre';
export const TAKE_BUTTON = 'Ta over vertsrollen';

/**
 * The clock the offer and absence tests run against; ticks so a button appears without a reload.
 * It is this device's clock: the rules judge by server time, so on a phone whose clock is off by
 * minutes a button may show that the rules then refuse (and the refusal is shown).
 */
function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The host role of a room, so it is not lost with a phone: the creator offers it to whoever
 * takes it first; a member takes an offer, the role of a creator who has been away a while, or a
 * vacant role (a migrated room or log whose creator was never recorded).
 * Shows nothing to a member while the creator is around and has not offered it.
 */
function CreatorRole({ scope, code, createdAt = null }: { scope: PresenceScope; code: string; createdAt?: number | null }) {
  const role = useDbValue(roleRead(scope, code));
  // Deliberately no DbView: an extra under the room, never a spinner or an error in the way of it.
  if (role.status !== 'success' || !role.data) return null;
  return <RoleControls scope={scope} code={code} role={{ ...role.data, createdAt: role.data.createdAt ?? createdAt }} />;
}

function RoleControls({ scope, code, role }: { scope: PresenceScope; code: string; role: Role }) {
  const uid = useUid();
  const now = useNow();
  const write = useDbWrite();
  const present = useDbValue(presentUidsRead(scope, code));
  const seen = useDbValue(lastSeenRead(scope, code, role.createdBy));
  // Until both are known the creator counts as present: no one is offered a role too early.
  const known = present.status === 'success' && seen.status === 'success';
  const absent =
    known && creatorAbsent({ present: present.data.includes(role.createdBy), lastSeen: seen.data, createdAt: role.createdAt, now });
  const choice = roleChoice(role, uid, absent, now);
  if (choice === 'none') return null;

  if (choice === 'creator') {
    const open = offerOpen(role, now);
    return (
      <div className={styles.box} data-testid="creator-role">
        {open ? (
          <>
            <p role="status" className={styles.text}>
              Vertsrollen er tilbudt. Den første som trykker «{TAKE_BUTTON}» på sin telefon, blir vert.
            </p>
            <button type="button" className={`${buttons.outlined} ${styles.button}`} disabled={write.pending} onClick={() => void write.run((db) => withdrawOffer(db, scope, code))}>
              Behold rollen
            </button>
          </>
        ) : (
          <>
            <p className={styles.hint}>Skal noen andre styre rommet? Gi rollen videre, så kan en annen i rommet ta den.</p>
            <button type="button" className={`${buttons.outlined} ${styles.button}`} disabled={write.pending} onClick={() => void write.run((db) => offerRole(db, scope, code))}>
              {OFFER_BUTTON}
            </button>
          </>
        )}
        <WriteStatus write={write} />
      </div>
    );
  }

  return (
    <WriteAlert
      severity="info"
      testId="take-role"
      write={write}
      action={{ label: TAKE_BUTTON, run: () => write.run((db) => takeRole(db, scope, code, uid)) }}
    >
      {choice === 'take-offer'
        ? 'Verten vil gi fra seg rollen.'
        : choice === 'take-vacant'
          ? 'Ingen er vert her ennå.'
          : 'Verten har vært borte en stund.'}
    </WriteAlert>
  );
}

// Its props are a few plain values: a change of the room or log that leaves them alone does not
// render it again (docs/rooms.md, "Renders on a tap").
export default memo(CreatorRole);
