'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import MemberList from '@/components/rooms/MemberList';
import { membersRead, presenceUidsRead } from '@/lib/rooms/data';
import { removeFromParty, withKeys, type Party } from '../lib/data';
import { usePartyKeys } from './usePartyKeys';

/**
 * The host's «Medlemmer»: who is in the party, and «Fjern» beside each guest. A removal takes the
 * guest out of the party and every party room and gives the party and the rooms new passwords in
 * one update (renewParty), so neither the old invite link nor a room's old password lets them back.
 */
export default function PartyMembersDialog({ party, onClose }: { party: Party; onClose: () => void }) {
  const uid = useUid();
  const titleId = useId();
  const members = useDbValue(useMemo(() => membersRead('fest', party.code), [party.code]));
  const present = useDbValue(useMemo(() => presenceUidsRead('fest', party.code), [party.code]));
  // Deliberately no DbView: the member list must not wait for who has a phone there now.
  const here = new Set(present.status === 'success' ? present.data : []);
  const remove = useDbWrite();
  const keys = usePartyKeys(party.code);
  const [removed, setRemoved] = useState<string | null>(null);
  const nameOf = (member: string) => party.names[member] ?? `Gjest ${member.slice(0, 6)}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Medlemmer</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Den du fjerner, mister festen og spillene. Festen og spillene får nye passord, så den gamle lenken virker ikke lenger.
        </Typography>
        <MemberList
          members={members}
          me={uid}
          testId="party-members-list"
          name={(member) => (member === uid ? `${nameOf(member)} (deg, verten)` : nameOf(member))}
          presence={(member) => (here.has(member) ? 'Her nå' : 'Ikke her nå')}
          action={(member) => (
            <Button
              color="error"
              sx={{ minHeight: 44 }}
              // The rooms' keys are needed: the party's remaining members get them under the new password.
              disabled={remove.pending || keys === null}
              aria-label={`Fjern ${nameOf(member)}`}
              onClick={() => {
                setRemoved(null);
                const name = nameOf(member);
                void remove
                  .run((db) => removeFromParty(db, party, withKeys(party.rooms, keys ?? {}), member))
                  .then((ok) => ok && setRemoved(name));
              }}
            >
              Fjern
            </Button>
          )}
        />
        <WriteStatus write={remove} />
        {removed ? (
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {removed} er fjernet. Festen har fått nytt passord: se «Inviter».
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Lukk
        </Button>
      </DialogActions>
    </Dialog>
  );
}
