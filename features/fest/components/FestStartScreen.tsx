'use client';
import { useMemo } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import { liveActions } from '@/components/rooms/liveActions';
import type { LobbyActions } from '@/components/rooms/lobbyActions';
import LobbyJoinForm from '@/components/rooms/LobbyJoinForm';
import { useRecent } from '@/components/rooms/useRecent';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';
import Section from '@/components/ui/PlainSection';
import own from './Fest.module.css';
import { roomHref } from '@/lib/rooms/link';
import FestCreateForm from './FestCreateForm';

// The live part (sign-in, the SDK) loads after the page; the forms take typing before it.
const FestStartLive = lazyDatabaseScreen<{ actions: LiveActions<LobbyActions> }>(() => import('./FestStartLive'));

/**
 * /fest/: join a party by its code, make one («Lag fest»), and this phone's recent parties. No
 * list of other people's parties: a party is private (docs/rooms.md §Festrom).
 */
export default function FestStartScreen() {
  const actions = useMemo(() => liveActions<LobbyActions>(), []);
  return (
    <>
      <Section title="Bli med i en fest">
        <LobbyJoinForm actions={actions} />
      </Section>
      <Section title="Lag fest">
        <FestCreateForm actions={actions} />
      </Section>
      <RecentParties />
      <FestStartLive actions={actions} />
    </>
  );
}

function RecentParties() {
  const { entries } = useRecent('fest');
  if (entries.length === 0) return null;
  return (
    <Section title="Dine fester">
      <ul className={own.list} data-testid="recent-parties">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a className={own.link} href={roomHref('fest', entry.id)}>
              {entry.name || 'Fest'} <span className={own.muted}>({entry.id})</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
