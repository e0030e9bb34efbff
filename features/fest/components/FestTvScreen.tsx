'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import WriteStatus from '@/components/firebase/WriteStatus';
import Loading from '@/components/ui/Loading';
import { lazyPart, type LazyPart } from '@/components/ui/lazyPart';
import { ROOM_BOARDS } from '@/features/parts';
import { describeWriteError } from '@/lib/firebase/errors';
import { joinRoom, membershipRead, passwordEpochRead, passwordRead } from '@/lib/rooms/data';
import { enterPartyRoom, GAME_TITLES, partyRead, withKeys, type KeyedPartyRoom, type Party } from '../lib/data';
import { inviteLink, partyHref } from '../lib/invite';
import { PARTY_MISSING_TEXT } from '../lib/texts';
import { PARTY_GAMES, type PartyGame } from '../paths';
import { takeInvitePassword } from './invitePassword';
import NoParty from './NoParty';
import { useMissingParty } from './useMissingParty';
import PartyQr from './PartyQr';
import { usePartyKeys } from './usePartyKeys';

// Each game's board panel comes from the registry's client half (features/parts.ts): an app never
// imports another app's folder.
const BOARDS = Object.fromEntries(PARTY_GAMES.map((game) => [game, lazyPart<{ code: string }>(ROOM_BOARDS[game], { loading: <Loading /> })])) as Record<
  PartyGame,
  LazyPart<{ code: string }>
>;

/** The newest room of each game is on the board (a party may have started several). */
const ON_BOARD = 3;

/**
 * «Kveldens tavle» at /fest/<code>/tv/: a read-only board for a TV or laptop (1920×1080) in large
 * type. The screen is simply a party member, let in by the link from the party page (the password
 * rides in its fragment), so it reads nothing a member's phone could not; the game boards show
 * no hand and no fleet (docs/rooms.md §Festrom). No controls.
 */
export default function FestTvScreen({ code }: { code: string }) {
  return (
    <DatabaseGate label="Kveldens tavle">
      <Gate code={code} />
    </DatabaseGate>
  );
}

function Gate({ code }: { code: string }) {
  const uid = useUid();
  const missing = useMissingParty(code);
  const membership = useDbValue(membershipRead('fest', code, uid));
  const join = useDbWrite();
  // The link's password, taken once and stripped from the address (a TV's address bar shows).
  const [password] = useState(takeInvitePassword);
  const needsJoin = membership.status === 'success' && !membership.data;
  useWriteOnce(needsJoin && password ? 'join' : null, () => join.run((db) => joinRoom(db, 'fest', code, uid, { private: true }, password ?? '')));
  if (missing) return <NoParty testId="party-missing" text={PARTY_MISSING_TEXT(code)} />;
  return (
    <DbView result={membership}>
      {(member) =>
        member ? (
          <Board code={code} />
        ) : join.pending ? (
          <Loading label="Kobler tavla til festen …" />
        ) : (
          <>
            <WriteStatus write={join} />
            <Alert severity="info" sx={{ fontSize: '1.4rem' }} data-testid="tv-not-member">
              Tavla er ikke med i festen. Åpne «Kveldens tavle» fra festsiden ({partyHref(code)}) på telefonen din, og send lenken til TV-en.
            </Alert>
          </>
        )
      }
    </DbView>
  );
}

function Board({ code }: { code: string }) {
  const party = useDbValue(partyRead(code));
  return <DbView result={party}>{(data) => (data ? <BoardView party={data} /> : null)}</DbView>;
}

function BoardView({ party }: { party: Party }) {
  // The rooms' passwords are in fest_keys, under the party's password in force.
  const keys = usePartyKeys(party.code);
  const rooms = useMemo(() => {
    const seen = new Set<PartyGame>();
    return withKeys(party.rooms, keys ?? {})
      .filter((room) => !seen.has(room.game) && seen.add(room.game))
      .slice(0, ON_BOARD);
  }, [party.rooms, keys]);
  const names = Object.values(party.names).sort((a, b) => a.localeCompare(b, 'nb'));
  return (
    <Box
      data-testid="tv-board"
      // The page's title follows the board to its left edge (components/ui/Page.module.css).
      data-wide-board=""
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '420px 1fr' },
        gap: 4,
        fontSize: '1.4rem',
        minHeight: '80vh',
        // The page's column is phone-wide; a TV board uses the whole screen, centred on it.
        width: { md: 'calc(100vw - 64px)' },
        maxWidth: 1800,
        position: 'relative',
        left: { md: '50%' },
        transform: { md: 'translateX(-50%)' },
      }}
    >
      <Stack spacing={3}>
        <Typography component="h2" sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1, overflowWrap: 'anywhere' }}>
          {party.name}
        </Typography>
        <JoinCode party={party} />
        <Box>
          <Typography component="h3" sx={{ fontSize: '1.8rem', fontWeight: 600, mb: 1 }}>
            Hvem er her ({names.length})
          </Typography>
          <Typography sx={{ fontSize: '1.6rem', lineHeight: 1.5 }} data-testid="tv-members">
            {names.join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(auto-fit, minmax(420px, 1fr))' }, gap: 3, alignContent: 'start' }}>
        {rooms.length === 0 ? (
          <Typography sx={{ fontSize: '2.2rem' }} color="text.secondary">
            Ingen spill i gang ennå.
          </Typography>
        ) : (
          rooms.map((room) => <RoomPanel key={`${room.game}/${room.code}`} room={room} />)
        )}
      </Box>
    </Box>
  );
}

/** The QR code and the code to say aloud; the QR carries the password like the invite link. */
function JoinCode({ party }: { party: Party }) {
  // Deliberately no DbView: the code shows at once, the QR follows the password.
  const epoch = useDbValue(passwordEpochRead('fest', party.code));
  const password = useDbValue(passwordRead('fest', party.code, epoch.status === 'success' ? epoch.data : null));
  const secret = epoch.status === 'success' && password.status === 'success' ? password.data : null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {secret ? <PartyQr link={inviteLink(window.location.origin, party.code, secret)} size={320} label={`QR-kode til festen ${party.code}`} /> : null}
      <Typography sx={{ fontSize: '1.6rem' }}>Bli med på Festrom med koden</Typography>
      <Typography sx={{ fontSize: '4rem', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1 }} data-testid="tv-code">
        {party.code}
      </Typography>
    </Stack>
  );
}

// Joins one room at a time: each join records a password attempt, one per uid every few seconds.
let joins: Promise<unknown> = Promise.resolve();
function queued<T>(run: () => Promise<T>): Promise<T> {
  const next = joins.then(run, run);
  joins = next.catch(() => undefined);
  return next;
}

/** One of the party's rooms: the board joins it as any member may (its stored password), then shows it. */
function RoomPanel({ room }: { room: KeyedPartyRoom }) {
  const uid = useUid();
  const db = useScreenDatabase();
  const [state, setState] = useState<{ ready: boolean; error: string | null }>({ ready: false, error: null });
  const { game, code, password } = room;
  useEffect(() => {
    let cancelled = false;
    queued(() => enterPartyRoom(db, uid, { game, code, password, invite: '' })).then(
      () => !cancelled && setState({ ready: true, error: null }),
      (error) => !cancelled && setState({ ready: false, error: describeWriteError(error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [db, uid, game, code, password]);
  const Panel = BOARDS[room.game];
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid={`tv-room-${room.game}`}>
      <Typography component="h3" sx={{ fontSize: '2rem', fontWeight: 600, mb: 2 }}>
        {GAME_TITLES[room.game]} <Typography component="span" sx={{ fontSize: '1.4rem' }} color="text.secondary">({room.code})</Typography>
      </Typography>
      {state.error ? <Alert severity="warning">{state.error}</Alert> : state.ready ? <Panel code={room.code} /> : <Loading />}
    </Paper>
  );
}
