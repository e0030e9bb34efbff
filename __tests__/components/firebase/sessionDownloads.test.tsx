import { SNAPSHOT_GLOBAL } from '@/lib/rooms/snapshot';

// Which of sign-in's and the socket's modules a page has asked for, in order. A module's factory
// runs when it is first imported, so it records the moment the page asked for its chunk.
const asked: string[] = [];
const signInAnonymously = jest.fn(() => new Promise(() => {}));

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
jest.mock('firebase/auth', () => {
  asked.push('firebase/auth');
  return {
    signInAnonymously,
    onAuthStateChanged: (_auth: unknown, next: (user: null) => void) => {
      next(null);
      return () => {};
    },
  };
});
jest.mock('@/lib/firebase/client', () => {
  asked.push('lib/firebase/client');
  return { getFirebase: async () => ({ auth: {}, database: () => new Promise(() => {}) }) };
});
jest.mock('firebase/database', () => {
  asked.push('firebase/database');
  return {};
});
jest.mock('@/components/firebase/ReactfireProviders', () => {
  asked.push('ReactfireProviders');
  return { __esModule: true, default: () => null };
});
// The emulators' config file is fetched beside the sign-in code: counting its fetches counts starts.
const fetchEmulatorConfigFile = jest.fn(() => Promise.resolve(null));
jest.mock('@/lib/firebase/config', () => ({
  ...jest.requireActual('@/lib/firebase/config'),
  usesEmulators: () => true,
  fetchEmulatorConfigFile: () => fetchEmulatorConfigFile(),
}));

type Loaded = {
  /** The page's own React renderer (a fresh module registry has its own React). */
  render: typeof import('@testing-library/react').render;
  act: typeof import('@testing-library/react').act;
  cleanup: typeof import('@testing-library/react').cleanup;
  SessionProvider: typeof import('@/components/firebase/SessionProvider').SessionProvider;
  useStartSessionNow: typeof import('@/components/firebase/SessionProvider').useStartSessionNow;
};

/** Runs a page's modules afresh, as a new page load does, with or without the head's started read. */
async function loadPage({ roomLink }: { roomLink: boolean }): Promise<Loaded> {
  const win = window as unknown as Record<string, unknown>;
  if (roomLink) win[SNAPSHOT_GLOBAL] = { path: 'proost/FestA', id: 'FestA', outcome: new Promise(() => {}) };
  // The room page's module graph (in a registry of its own, see beforeEach): RoomFirstPaint
  // beside the shell's provider.
  await import('@/components/rooms/RoomFirstPaint');
  const loaded: Loaded = { ...(await import('@testing-library/react/pure')), ...(await import('@/components/firebase/SessionProvider')) };
  unmount = loaded.cleanup;
  return loaded;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  jest.restoreAllMocks();
});

/** Lets the dynamic imports (promise chains in Jest) settle. */
async function settle({ act }: Loaded) {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** A database screen mounts under the shell's provider and asks for the session now. */
async function openDatabaseScreen(page: Loaded) {
  const { render, SessionProvider, useStartSessionNow } = page;
  function DatabaseScreen() {
    useStartSessionNow();
    return null;
  }
  render(
    <SessionProvider>
      <DatabaseScreen />
    </SessionProvider>,
  );
  await settle(page);
}

beforeEach(() => {
  // Every test is a new page load: modules (and the mocks' factories) run afresh.
  jest.resetModules();
  asked.length = 0;
  signInAnonymously.mockClear();
  fetchEmulatorConfigFile.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // "No user, signing in anonymously"
  delete (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL];
});

test("a room link's code asks for sign-in's and the socket's modules as it runs, before React renders anything, and signs nobody in", async () => {
  await settle(await loadPage({ roomLink: true }));
  expect(asked).toEqual(expect.arrayContaining(['lib/firebase/client', 'firebase/auth', 'firebase/database', 'ReactfireProviders']));
  expect(signInAnonymously).not.toHaveBeenCalled();
});

test('a page without a started read (no room link) asks for none of them until a screen wants a session', async () => {
  const page = await loadPage({ roomLink: false });
  await settle(page);
  expect(asked).toEqual([]);
  await openDatabaseScreen(page);
  expect(asked).toEqual(expect.arrayContaining(['lib/firebase/client', 'firebase/auth', 'firebase/database']));
  expect(signInAnonymously).toHaveBeenCalledTimes(1);
});

test('the provider signs in with the downloads the room link started, once, when a screen asks for it', async () => {
  const page = await loadPage({ roomLink: true });
  await settle(page);
  expect(fetchEmulatorConfigFile).toHaveBeenCalledTimes(1);
  await openDatabaseScreen(page);
  expect(fetchEmulatorConfigFile).toHaveBeenCalledTimes(1);
  expect(signInAnonymously).toHaveBeenCalledTimes(1);
});
