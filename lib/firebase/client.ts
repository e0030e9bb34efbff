// Loaded with a dynamic import once the page is interactive, so the Firebase SDK never weighs on
// first paint and never runs during the static export. Auth comes first (every page shows the
// uid); the database SDK is a separate chunk, loaded by the screens and the shell when they need it.
import { _getProvider, deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { Database } from 'firebase/database';
import {
  emulatorConfig,
  firebaseOptions,
  storedNamespaceOverride,
  usesEmulators,
  type EmulatorConfig,
} from './config';
import { retryImport } from '@/lib/browser/retryImport';
import { keepConnected } from './connection';
import { earlyAuthProvider, type AuthInternal, type AuthInternalProvider } from './databaseAuth';
import { earlyAccount, type EarlyAccount } from './earlyAccount';

export type FirebaseServices = {
  app: FirebaseApp;
  auth: Auth;
  /**
   * The account the head's script had ready (earlyAccount.ts), which the auth SDK takes over; null
   * when the SDK signs in by itself.
   */
  early: EarlyAccount | null;
  /** The Realtime Database of the same app; the SDK is fetched on the first call. */
  database: () => Promise<Database>;
};

/** Lets the export find this module's chunks for a room link's early downloads (lib/firebase/sessionCode.mjs). */
export const SESSION_CODE_MARK = 'portalen-session-code:client';

let services: Promise<FirebaseServices> | null = null;

/**
 * One app, auth and database per page load; emulators are connected exactly once.
 * `emulatorConfigFile` is the caller's fetch of /emulators.json (fetchEmulatorConfigFile), started
 * alongside the SDK downloads; it is only read when the build talks to the emulators.
 */
export function getFirebase(emulatorConfigFile: Promise<unknown> | null): Promise<FirebaseServices> {
  if (!services) {
    services = createServices(emulatorConfigFile).catch((error: unknown) => {
      services = null; // let a retry start over
      throw error;
    });
  }
  return services;
}

async function createServices(emulatorConfigFile: Promise<unknown> | null): Promise<FirebaseServices> {
  const emulators = usesEmulators()
    ? emulatorConfig(window.location.hostname, await emulatorConfigFile, storedNamespaceOverride())
    : null;
  // A new account the head's script makes is stored before the auth SDK looks for one, or the SDK
  // would make a second.
  const early = await earlyAccount();
  const app = initializeApp(firebaseOptions(emulators));
  try {
    // initializeAuth without a popup/redirect resolver keeps the auth bundle small; indexedDB
    // persistence keeps the anonymous uid across reloads.
    const auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (emulators) {
      connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
        disableWarnings: true,
      });
    }
    let db: Promise<Database> | null = null;
    const database = () =>
      (db ??= openDatabase(app, auth, early, emulators).catch((error: unknown) => {
        db = null; // a failed chunk load (flaky Wi-Fi) may be retried
        throw error;
      }));
    return { app, auth, early, database };
  } catch (error) {
    await deleteApp(app);
    throw error;
  }
}

async function openDatabase(app: FirebaseApp, auth: Auth, early: EarlyAccount | null, emulators: EmulatorConfig | null): Promise<Database> {
  const sdk = await retryImport(() => import('@/lib/firebase/databaseSdk'));
  const { connectDatabaseEmulator, forceWebSockets, repoManagerDatabaseFromApp } = sdk;
  if (emulators) {
    // Without this one failed WebSocket (say, the database was still starting) makes the SDK
    // fall back to long-polling for good, which localdb does not speak.
    forceWebSockets();
  }
  // What getDatabase(app) does, with the early account's token in front of the auth SDK's
  // (databaseAuth.ts). The only database of the app: a second for the same URL would be refused.
  const authInternal = _getProvider(app, 'auth-internal') as unknown as AuthInternalProvider;
  const authProvider = early ? earlyAuthProvider(auth, () => authInternal.getImmediate() as AuthInternal, early) : authInternal;
  const db = repoManagerDatabaseFromApp(app, authProvider, _getProvider(app, 'app-check-internal'), undefined);
  if (emulators) connectDatabaseEmulator(db, emulators.host, emulators.databasePort);
  keepConnected(db, sdk);
  return db;
}
