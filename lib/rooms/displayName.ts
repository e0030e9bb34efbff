// The name this phone last picked in a party («Festrom», features/fest), kept in localStorage so
// a game room entered from the party can offer it (Cah's seat): the guest picks a name once.
// Only a convenience: nothing is trusted from it, each game's own form and rules check it.

const KEY = 'portalen:display-name';

export function rememberDisplayName(name: string): void {
  try {
    window.localStorage.setItem(KEY, name.slice(0, 40));
  } catch {
    // Storage switched off: the guest types the name again.
  }
}

/** The remembered name, or '' (also where there is no window or no storage). */
export function rememberedDisplayName(): string {
  try {
    return typeof window === 'undefined' ? '' : (window.localStorage.getItem(KEY) ?? '').slice(0, 40);
  } catch {
    return '';
  }
}
