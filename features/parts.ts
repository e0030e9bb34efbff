// The registry's client half: the apps' screens that another app shows, loaded lazily. They are
// listed here and not in the manifests because server code (the layout, the pages) imports the
// manifests, and a `'use client'` module reached through import() from the server's module graph
// becomes a client reference whose chunks every such page preloads (docs/architecture.md,
// "The registry's client half"). Only client code loaded on the party's pages imports this file.
import type { ComponentType } from 'react';

type CodePart = () => Promise<{ default: ComponentType<{ code: string }> }>;

/**
 * Each app's part of a Festrom party's page (its secret santa, its question board), in the
 * registry's order: a component given the party's code, rendered inside the party's DatabaseGate.
 * Its data lives where the party's members, and only they, may read it (docs/apps.md, "A party's
 * own boards").
 */
export const PARTY_PARTS: readonly { id: string; load: CodePart }[] = [
  { id: 'secretSanta', load: () => import('./secretSanta/components/PartySanta') },
  { id: 'questions', load: () => import('./questions/components/PartyQuestions') },
];

/**
 * One room's live state as a read-only panel for the party's TV board («Kveldens tavle»), by room
 * game, rendered inside a DatabaseGate by a member: it must show nothing secret (no hands, no
 * boards) even where that member could read it (docs/rooms.md §Festrom).
 */
export const ROOM_BOARDS: Readonly<Record<'proost' | 'cah' | 'battleshots', CodePart>> = {
  proost: () => import('./proost/components/ProostBoard'),
  cah: () => import('./cah/components/CahBoard'),
  battleshots: () => import('./battleshots/components/BattleshotsBoard'),
};
