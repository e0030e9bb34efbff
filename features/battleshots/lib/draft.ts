// A fleet being placed lives only on the phone until «Klar!». Kept in sessionStorage so a reload
// in the middle of placing does not lose it; whatever comes back is checked like any input.
import { FLEET, type Fleet } from './fleet';
import { placementProblem } from './placement';

export function draftKey(code: string, uid: string): string {
  return `battleshots:draft:${code}:${uid}`;
}

/** The stored draft, with every ship that no longer fits dropped; an empty fleet if none. */
export function parseDraft(text: string | null): Fleet {
  const empty: Fleet = FLEET.map(() => null);
  if (!text) return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!Array.isArray(value) || value.length !== FLEET.length) return empty;
  let fleet = empty;
  value.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object') return;
    const { row, col, horizontal } = raw as Record<string, unknown>;
    if (typeof row !== 'number' || typeof col !== 'number' || typeof horizontal !== 'boolean') return;
    const ship = { row, col, horizontal };
    if (placementProblem(fleet, index, ship) === null) fleet = fleet.map((s, i) => (i === index ? ship : s));
  });
  return fleet;
}
