// The things this phone opened lately (fridges, quest games), kept in localStorage so the start
// page can offer them again. Pure functions over the stored text, so they are testable and a
// broken or foreign value never breaks the page.

/**
 * The kinds of thing a start page lists as opened lately. Each app with such a list adds its kind
 * here from its own manifest (`declare module '@/lib/rooms/recent'`; docs/adding-an-app.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the apps' manifests
export interface RecentKinds {}
export type RecentKind = Extract<keyof RecentKinds, string>;
export type RecentEntry = { id: string; name: string; at: number };

export const RECENT_MAX = 8;
const NAME_MAX = 80;

export function recentStorageKey(kind: RecentKind): string {
  return `portalen:recent:${kind}`;
}

/** The stored list, newest first; anything malformed is left out. */
export function parseRecent(text: string | null): RecentEntry[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: RecentEntry[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, name, at } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !id || id.length > 768) continue;
    if (out.some((e) => e.id === id)) continue;
    out.push({
      id,
      name: typeof name === 'string' ? name.slice(0, NAME_MAX) : '',
      at: typeof at === 'number' && Number.isFinite(at) ? at : 0,
    });
  }
  return out.sort((a, b) => b.at - a.at).slice(0, RECENT_MAX);
}

/** The list with `entry` first (an id seen before moves up and takes the new name). */
export function withRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  const name = entry.name.slice(0, NAME_MAX);
  return [{ ...entry, name }, ...list.filter((e) => e.id !== entry.id)].slice(0, RECENT_MAX);
}

export function withoutRecent(list: readonly RecentEntry[], id: string): RecentEntry[] {
  return list.filter((e) => e.id !== id);
}
