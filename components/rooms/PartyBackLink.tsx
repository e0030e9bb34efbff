'use client';
import { useSyncExternalStore } from 'react';
import { roomHref } from '@/lib/rooms/link';
import { parsePartyLink, partyLinkKey } from '@/lib/rooms/partyLink';
import type { RoomGame } from '@/lib/rooms/data';
import { BackArrowIcon } from './roomIcons';
import styles from './RoomHeaderView.module.css';

/**
 * «Tilbake til festen»: a room this phone entered from a Festrom party links back to it
 * (lib/rooms/partyLink.ts; docs/rooms.md §Festrom). The server render has none: localStorage is the phone's.
 */
export default function PartyBackLink({ game, code }: { game: RoomGame; code: string }) {
  const stored = useSyncExternalStore(noSubscription, () => storedText(partyLinkKey(game, code)), () => null);
  const party = parsePartyLink(stored);
  if (!party) return null;
  return (
    <a href={roomHref('fest', party.code)} className={styles.textButton} data-testid="party-back-link">
      <BackArrowIcon />
      Tilbake til festen{party.name ? ` «${party.name}»` : ''}
    </a>
  );
}

const noSubscription = () => () => {};

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
