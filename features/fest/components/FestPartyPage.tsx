'use client';
import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';
import { liveActions } from '@/components/rooms/liveActions';
import { useRecent } from '@/components/rooms/useRecent';
import Loading from '@/components/ui/Loading';
import MuiTheme from '@/components/ui/MuiTheme';
import { partyRouteOf } from '../lib/invite';
import FestJoinForm, { type PartyJoinActions } from './FestJoinForm';
import type { FestPartyLiveProps, PartyMembership } from './FestPartyLive';

// The live parts (sign-in, the SDK, MUI) load after the page; the join form takes typing before.
const FestPartyLive = lazyDatabaseScreen<FestPartyLiveProps>(() => import('./FestPartyLive'));
const FestTvScreen = lazyDatabaseScreen<{ code: string }>(() => import('./FestTvScreen'));

const noSubscription = () => () => {};

/**
 * /fest/<code>/ and /fest/<code>/tv/ (one exported page; the address says which). The party page
 * shows its join form in the page's HTML unless this phone has been in the party before (its
 * recent list); the live part says whether it is a member and shows the party.
 */
/** What the address has where a party's code goes, as typed (a malformed escape is kept raw). */
function typedSegment(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default function FestPartyPage() {
  const pathname = useSyncExternalStore(noSubscription, () => window.location.pathname, () => null);
  const actions = useMemo(() => liveActions<PartyJoinActions>(), []);
  const [member, setMember] = useState<PartyMembership | null>(null);
  const { entries } = useRecent('fest');
  const joinBox = useRef<HTMLDivElement>(null);
  // A guest who has begun to type into the form in the page's HTML keeps it while the live part
  // asks whether this phone is a member already: hiding it then would drop what is typed next.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const box = joinBox.current;
    const name = box?.querySelector<HTMLInputElement>('input[name="name"]');
    // What the page's HTML took before hydration, read once.
    if (box && (box.contains(document.activeElement) || name?.value)) setTyping(true);
  }, []);
  // Exported for the placeholder: the HTML has the join form, which takes typing at once (and
  // keeps it: the same element tree follows once the address is known).
  const route = pathname === null ? null : partyRouteOf(pathname);
  if (pathname !== null && !route) {
    return (
      <MuiTheme>
        <Alert severity="warning">
          Fant ingen fest med koden «{typedSegment(pathname)}». Sjekk lenken, eller bli med med koden på Festrom.
        </Alert>
      </MuiTheme>
    );
  }
  if (route?.tv) return <FestTvScreen code={route.code} />;
  const known = route !== null && entries.some((entry) => entry.id === route.code);
  // A phone the host removed while it was open says so (the live part) rather than asking again,
  // and so does a code no party has: there is nothing to join.
  const showJoin = member === false || (member === null && (!known || typing));
  return (
    <>
      {/* Hidden, not unmounted, once a member: the SDK shows a join as a membership before the
          server has judged the password, and a refusal's message must survive that moment. */}
      <div ref={joinBox} hidden={!showJoin} onFocus={() => setTyping(true)}>
        <FestJoinForm actions={actions} />
      </div>
      {showJoin ? null : member === null ? <Loading label="Åpner festen …" /> : null}
      {route ? <FestPartyLive code={route.code} actions={actions} onMembership={setMember} /> : null}
    </>
  );
}
