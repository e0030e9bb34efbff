/** How long the database may be unreachable before the shell says so. */
export const OFFLINE_GRACE_MS = 6000;

/** The announcement banner text from the global settings node, if the owner set one. */
export function announcementFrom(settings: unknown): string | null {
  if (!settings || typeof settings !== 'object') return null;
  const text = (settings as Record<string, unknown>).announcement;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, 500) : null;
}
