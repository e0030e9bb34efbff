'use client';
import { useMemo } from 'react';
import type { LazyPart } from '@/components/ui/lazyPart';
import Section from '@/components/ui/PlainSection';
import { liveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import LobbyCreateForm from './LobbyCreateForm';
import LobbyJoinForm from './LobbyJoinForm';
import type { LobbyLiveProps } from './LobbyLive';

/**
 * A game's lobby (Proost, Cah, Battleshots): join by code and create a room, in the page's HTML
 * as plain elements that take typing at once, and the rooms active in the last 24 hours from the
 * live part. The live part (sign-in, the SDK, the list) starts loading as soon as the page has
 * hydrated, in parallel with whatever the guest types: the list is the lobby's content too.
 */
export default function LobbyScreen({ live: Live }: { live: LazyPart<Omit<LobbyLiveProps, 'config'>> }) {
  const actions = useMemo(() => liveActions<LobbyActions>(), []);
  return (
    <>
      <Section title="Bli med i et rom">
        <LobbyJoinForm actions={actions} />
      </Section>
      <Section title="Lag et nytt rom">
        <LobbyCreateForm actions={actions} />
      </Section>
      <Section title="Aktive spill">
        <Live actions={actions} />
      </Section>
    </>
  );
}
