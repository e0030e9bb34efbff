'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useRetryReads } from '@/components/firebase/ScreenContext';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { LiveActions } from '@/components/rooms/liveActions';
import { openPage } from '@/components/rooms/navigate';
import { RememberRecent } from '@/components/rooms/useRecent';
import TextInput from '@/components/ui/forms/TextInput';
import { describeWriteError, InputError } from '@/lib/firebase/errors';
import { nameRule } from '@/lib/forms/text';
import { enterPresence, findRoom, membershipRead, passwordEpochRead, passwordRead, presenceUidsRead } from '@/lib/rooms/data';
import { rememberPartyOf } from '@/lib/rooms/partyLink';
import { rememberDisplayName } from '@/lib/rooms/displayName';
import { roomHref } from '@/lib/rooms/link';
import { enterPartyRoom, GAME_TITLES, joinParty, partyRead, setName, startPartyRoom, type KeyedPartyRoom, type Party } from '../lib/data';
import { inviteLink, tvHref } from '../lib/invite';
import { PARTY_MISSING_TEXT } from '../lib/texts';
import { PARTY_GAMES } from '../paths';
import type { PartyJoinActions } from './FestJoinForm';
import PartyBoards from './PartyBoards';
import PartyMembersButton from './PartyMembersButton';
import PartyPasswordForm from './PartyPasswordForm';
import { usePartyKeys } from './usePartyKeys';
import PartyQr from './PartyQr';
import NoParty from './NoParty';
import { useMissingParty } from './useMissingParty';

/**
 * A member, not (yet) one, one the host removed while the page was open, or a code no party has
 * (then there is nothing to join, and the page asks for no name or password).
 */
export type PartyMembership = boolean | 'removed' | 'missing';

export type FestPartyLiveProps = {
  code: string;
  actions: LiveActions<PartyJoinActions>;
  onMembership: (member: PartyMembership) => void;
};

export const PARTY_REMOVED_TEXT = 'Du er fjernet fra festen.';

/** The party page's live part: the join for a newcomer, the party for a member. */
export default function FestPartyLive(props: FestPartyLiveProps) {
  return (
    <DatabaseGate label="Festrom" fallback={null}>
      <Membership {...props} />
    </DatabaseGate>
  );
}

function Membership({ code, actions, onMembership }: FestPartyLiveProps) {
  const uid = useUid();
  const db = useScreenDatabase();
  // Deliberately no DbView: the plain join form stays on screen while this loads.
  const membership = useDbValue(membershipRead('fest', code, uid));
  const retryReads = useRetryReads();
  // The SDK shows a join as a membership before the server has judged the password: the party
  // is not read (and refused) until the join has gone through.
  const [joining, setJoining] = useState(false);
  const member = membership.status === 'success' && !joining ? membership.data : null;
  // A member whose membership goes while the page is open was removed by the host: the party
  // goes (its reads are refused) and the page says so, as a removed room member's does (RoomGate).
  const [wasMember, setWasMember] = useState(false);
  if (member === true && !wasMember) setWasMember(true);
  const removed = wasMember && member === false;
  // A code no party has (a mistyped link) says so at once, rather than asking for a password;
  // one typed in another case opens the party it means.
  const missing = useMissingParty(code, (found) => openPage(roomHref('fest', found), true));
  const state: PartyMembership | null = missing ? 'missing' : removed ? 'removed' : member;
  useEffect(() => {
    if (state !== null) onMembership(state);
  }, [state, onMembership]);
  useEffect(() => {
    actions.provide({
      join: async (name, password) => {
        setJoining(true);
        try {
          const found = await findRoom(db, 'fest', code);
          if (!found) throw new InputError(PARTY_MISSING_TEXT(code));
          // A code typed in another case opens the party it means.
          if (found.code !== code) return openPage(roomHref('fest', found.code), true);
          await joinParty(db, code, uid, password, name);
          retryReads();
        } catch (caught) {
          console.warn('Join failed', caught);
          throw new Error(describeWriteError(caught).message);
        } finally {
          setJoining(false);
        }
      },
    });
    return () => actions.provide(null);
  }, [actions, code, db, retryReads, uid]);
  if (missing) return <NoParty testId="party-missing" text={PARTY_MISSING_TEXT(code)} />;
  if (removed) return <NoParty testId="party-removed" text={PARTY_REMOVED_TEXT} />;
  if (!member) return null;
  return <Member code={code} />;
}


function Member({ code }: { code: string }) {
  const uid = useUid();
  const db = useScreenDatabase();
  useEffect(() => enterPresence(db, 'fest', code, uid), [db, code, uid]);
  const party = useDbValue(partyRead(code));
  return (
    <DbView result={party} loadingLabel="Åpner festen …">
      {(data) =>
        data ? (
          <PartyView party={data} />
        ) : (
          <NoParty testId="party-missing" text={PARTY_MISSING_TEXT(code)} />
        )
      }
    </DbView>
  );
}

function PartyView({ party }: { party: Party }) {
  const uid = useUid();
  const isHost = party.createdBy === uid;
  const ownName = party.names[uid];
  // The games entered from here offer this name (Cah's seat): picked once for the evening.
  useEffect(() => {
    if (ownName) rememberDisplayName(ownName);
  }, [ownName]);
  return (
    <>
      <RememberRecent kind="fest" id={party.code} name={party.name} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="party-name">
          {party.name}
        </Typography>
        <Typography color="text.secondary">
          Kode: <strong data-testid="party-code">{party.code}</strong>
          {ownName ? ` · Du er ${ownName}` : ''}
        </Typography>
      </Paper>
      {ownName ? null : <NameForm code={party.code} />}
      <Rooms party={party} isHost={isHost} ownName={ownName} />
      <Members party={party} isHost={isHost} />
      <PartyBoards code={party.code} />
      <Invite party={party} isHost={isHost} />
    </>
  );
}

const NAME = nameRule('navnet ditt');

/** A member without a name yet (a join from before names, or a failed second write) picks one. */
function NameForm({ code }: { code: string }) {
  const uid = useUid();
  const form = useDbForm({ fields: { name: NAME }, write: (db, { name }) => setName(db, code, uid, name) });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Hva heter du?
      </Typography>
      <form onSubmit={form.submit} noValidate aria-label="Velg navn">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={form.fields.name} label="Ditt navn" autoComplete="nickname" />
          <Button type="submit" variant="contained" disabled={form.pending} sx={{ flexShrink: 0, mt: '1px', minHeight: 44 }}>
            Lagre
          </Button>
        </Stack>
        <WriteStatus write={form.status} />
      </form>
    </Paper>
  );
}

function Rooms({ party, isHost, ownName }: { party: Party; isHost: boolean; ownName: string | undefined }) {
  const uid = useUid();
  const start = useDbWrite();
  const enter = useDbWrite();
  const [starting, setStarting] = useState<string | null>(null);
  const keys = usePartyKeys(party.code);
  const open = async (room: KeyedPartyRoom) => {
    const ok = await enter.run((db) => enterPartyRoom(db, uid, room));
    if (!ok) return;
    // The room links back to the party on this phone (lib/rooms/partyLink.ts).
    rememberPartyOf(room.game, room.code, { code: party.code, name: party.name });
    openPage(roomHref(room.game, room.code));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        Spill
      </Typography>
      {party.rooms.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {isHost ? 'Start et spill, så kan gjestene gå rett inn.' : 'Verten har ikke startet noe spill ennå.'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }} data-testid="party-rooms">
          {party.rooms.map((room) => {
            const key = keys?.[`${room.game}/${room.code}`];
            return (
              <Box component="li" key={`${room.game}/${room.code}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                  {room.name} <Typography component="span" color="text.secondary">({room.code})</Typography>
                </Typography>
                {/* Waits for the room's key (its password in force), which comes a moment after the list. */}
                <Button variant="outlined" sx={{ minHeight: 44 }} disabled={enter.pending || !key} onClick={() => key && void open({ ...room, ...key })}>
                  Gå inn
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
      <WriteStatus write={enter} />
      {isHost ? (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {PARTY_GAMES.map((game) => (
              <Button
                key={game}
                variant="contained"
                sx={{ minHeight: 44 }}
                disabled={start.pending}
                onClick={() => {
                  setStarting(game);
                  void start.run((db) => startPartyRoom(db, party.code, uid, game, ownName ?? 'Vert'));
                }}
              >
                Start {GAME_TITLES[game]}
              </Button>
            ))}
          </Stack>
          {start.pending && starting ? <Typography sx={{ mt: 1 }}>Starter {GAME_TITLES[starting as keyof typeof GAME_TITLES]} …</Typography> : null}
          <WriteStatus write={start} />
        </>
      ) : null}
    </Paper>
  );
}

function Members({ party, isHost }: { party: Party; isHost: boolean }) {
  // Deliberately no DbView: the dots only refine the list, which shows without them.
  const present = useDbValue(presenceUidsRead('fest', party.code));
  const here = new Set(present.status === 'success' ? present.data : []);
  const people = Object.entries(party.names).sort(([, a], [, b]) => a.localeCompare(b, 'nb'));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        Hvem er her
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} data-testid="party-members">
        {people.map(([memberUid, name]) => (
          <Chip
            key={memberUid}
            label={name}
            color={here.has(memberUid) ? 'success' : 'default'}
            variant={here.has(memberUid) ? 'filled' : 'outlined'}
            title={here.has(memberUid) ? 'Her nå' : 'Ikke her nå'}
          />
        ))}
      </Stack>
      {isHost ? <PartyMembersButton party={party} /> : null}
    </Paper>
  );
}

/** The QR code and link that let a guest in without typing the password, and the TV board. */
function Invite({ party, isHost }: { party: Party; isHost: boolean }) {
  // Deliberately no DbView: the invite waits for the password without holding up the page.
  const epoch = useDbValue(passwordEpochRead('fest', party.code));
  const epochKey = epoch.status === 'success' ? epoch.data : null;
  const password = useDbValue(passwordRead('fest', party.code, epochKey));
  const secret = epoch.status === 'success' && password.status === 'success' ? password.data : null;
  const link = secret ? inviteLink(window.location.origin, party.code, secret) : null;
  const [note, setNote] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        Inviter
      </Typography>
      <Typography sx={{ my: 1 }}>
        Skann koden, eller bli med på Festrom med koden <strong>{party.code}</strong>
        {secret ? (
          <>
            {' '}og passordet <strong data-testid="party-password">{secret}</strong>
          </>
        ) : null}
        .
      </Typography>
      {link ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PartyQr link={link} size={200} label={`QR-kode til festen ${party.code}`} />
          <Button
            variant="outlined"
            sx={{ minHeight: 44 }}
            data-invite-link={link}
            onClick={() => {
              navigator.clipboard.writeText(link).then(
                () => setNote('Lenken er kopiert.'),
                () => setNote('Klarte ikke å kopiere lenken.'),
              );
            }}
          >
            Kopier lenken
          </Button>
          {note ? <Typography role="status">{note}</Typography> : null}
        </Stack>
      ) : null}
      {/* The board is a member like any phone: its link carries the password the same way. */}
      <Button href={secret ? `${tvHref(party.code)}#p=${encodeURIComponent(secret)}` : tvHref(party.code)} variant="text" sx={{ minHeight: 44, mt: 1 }} data-testid="tv-link">
        Kveldens tavle (til TV-en)
      </Button>
      {isHost ? <PartyPasswordForm party={party} /> : null}
    </Paper>
  );
}
