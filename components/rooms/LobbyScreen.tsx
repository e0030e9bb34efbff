'use client';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Loading from '@/components/ui/Loading';
import type { LazyPart } from '@/components/ui/lazyPart';
import styles from '@/components/ui/PlainForm.module.css';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { liveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import LobbyCreateForm from './LobbyCreateForm';
import LobbyJoinForm from './LobbyJoinForm';
import type { LobbyLiveProps } from './LobbyLive';

/**
 * A game's lobby (Proost, Cah, Battleshots): join by code and create a room, in the page's HTML
 * as plain elements that take typing at once, and the rooms active in the last 24 hours from the
 * live part. The live part (sign-in, the SDK, the list) starts once the page has settled, or at
 * once when a finger or a key reaches for the page, or a form is used.
 */
export default function LobbyScreen({ live: Live }: { live: LazyPart<Omit<LobbyLiveProps, 'config'>> }) {
  const actions = useMemo(() => liveActions<LobbyActions>(), []);
  const [started, setStarted] = useState(false);
  const start = useCallback(() => startTransition(() => setStarted(true)), []);
  useEffect(() => {
    if (started) return;
    const cancel = afterPageSettled(start);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const name of events) window.addEventListener(name, start, { capture: true, passive: true });
    return () => {
      cancel();
      for (const name of events) window.removeEventListener(name, start, { capture: true });
    };
  }, [started, start]);
  return (
    <>
      <Section title="Bli med i et rom">
        <LobbyJoinForm actions={actions} startLive={start} />
      </Section>
      <Section title="Lag et nytt rom">
        <LobbyCreateForm actions={actions} startLive={start} />
      </Section>
      <Section title="Aktive spill">{started ? <Live actions={actions} /> : <Loading label="Henter rom …" />}</Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.box}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
