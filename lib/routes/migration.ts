// What an app's migration step (features/<app>/migrate.ts, named by its manifest's `migrate`)
// sees of the shared engine (lib/migrate/migrate.ts, an owner tool run by `npm run migrate`),
// which turns a database export in SPEC.md's shapes into the shapes this portal stores
// (docs/design.md §4). The engine runs each step on the export's nodes it names; the step writes
// the new shape with `set`, and reports every change and everything it cannot map. This file
// holds only types and pure helpers, so an app's step depends on no tool and the tool on no app.
import { asRecord } from '@/lib/firebase/values';
import type { Random } from '@/lib/random/random';
import type { RoomGame } from '@/lib/rooms/roomGame';

export type Tree = Record<string, unknown>;

/** Where whatever cannot be mapped is kept, at its original path (no client may read it). */
export const UNMAPPED_NODE = 'migration_unmapped';

/**
 * One room being migrated (Migration.room): the engine has made its lobby entry, code index and
 * secrets; the game's `content` writes the room's own node at `contentPath` and adds to `members`
 * whoever the old room shows taking part.
 */
export type RoomMigration = {
  /** «proost room ABCDE», for the report. */
  where: string;
  contentPath: string;
  /** The old room and its settings. */
  room: Tree;
  settings: Tree;
  /** The settings every room keeps: name, private, created_by. */
  base: { name: string; private: boolean; created_by: string };
  /** The settings fields `base` and the password came from (not extras). */
  knownSettings: readonly string[];
  createdBy: string;
  members: Set<string>;
};

export type RoomContent = {
  /** The lobby's creator_name, from the old room (default: none known, «Ukjent»). */
  creatorName?: (room: Tree, createdBy: string) => string;
  /** Writes the room's own node. */
  content: (room: RoomMigration) => void;
};

/** The engine as a step sees it. */
export interface Migration {
  readonly now: number;
  readonly random: Random;
  /** Sets `value` at `path` of the result. */
  set(path: string, value: unknown): void;
  /** The value at `path` of the result so far. */
  get(path: string): unknown;
  /** Lists a change in the report. */
  changed(line: string): void;
  /** Keeps `value` from `path` under migration_unmapped/ and says why. */
  unmapped(path: string, value: unknown, why: string): void;
  /** Keeps the fields of `record` that `known` does not list. */
  extras(path: string, record: Tree, known: readonly string[]): void;
  /** Owner data the export lacks, and what to run for it. */
  todo(line: string): void;
  /** YYYY-MM-DD in the configured time zone, from a day, an ISO date or a timestamp (ms or s). */
  day(value: unknown): string | null;
  /** The migration's own day. */
  today(): string;
  /**
   * A room of `game` at `contentPath`: its lobby entry, code index, password moved to secrets and
   * members (lib/rooms/), then `how.content` for the room's own node.
   */
  room(game: RoomGame, code: string, value: unknown, contentPath: string, how: RoomContent): void;
}

/** An app's part of the migration. */
export type MigrationStep = {
  /** The export's top-level nodes in SPEC's shapes it rewrites, each handed to `run`. */
  nodes: readonly string[];
  /** Its top-level nodes that exist only in the new layout: an export that has them keeps them. */
  newNodes?: readonly string[];
  run(m: Migration, node: string, value: unknown): void;
};

// Pure helpers for reading SPEC's loosely typed values.

export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const int = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return isNum(n) ? Math.trunc(n) : null;
};
export const clampInt = (v: unknown, min: number, max: number, fallback: number) => {
  const n = int(v);
  return n === null ? fallback : Math.min(max, Math.max(min, n));
};
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : isNum(v) ? String(v) : '');
export const boolOr = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback);

/** A record's children; the database exports objects with keys 0…n as arrays. */
export function children(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => (v === null || v === undefined ? [] : [[String(i), v] as [string, unknown]]));
  return Object.entries(asRecord(value) ?? {});
}
