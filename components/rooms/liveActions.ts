// A plain form on the page (a lobby's join and create boxes) takes typing and a submit before the
// live part (sign-in, the database SDK, reactfire) has loaded; the live part hands it the actions
// once it is there, and a submit made earlier waits for them (docs/rooms.md, "How a room page loads").

export type LiveActions<T> = {
  /** The actions, or null while the live part is not there. */
  current: () => T | null;
  /** Resolves with the actions as soon as the live part provides them. */
  ready: () => Promise<T>;
  /** Called by the live part when it is ready (and with null when it goes). */
  provide: (actions: T | null) => void;
};

export function liveActions<T>(): LiveActions<T> {
  let actions: T | null = null;
  let waiting: ((actions: T) => void)[] = [];
  return {
    current: () => actions,
    ready: () => (actions ? Promise.resolve(actions) : new Promise<T>((resolve) => waiting.push(resolve))),
    provide: (next) => {
      actions = next;
      if (!next) return;
      const resolve = waiting;
      waiting = [];
      for (const run of resolve) run(next);
    },
  };
}
