import type { FirebaseOptions } from 'firebase/app';

/** Where the browser finds the local servers started by `npm start` / `npm test`. */
export type EmulatorConfig = {
  host: string;
  authPort: number;
  databasePort: number;
  namespace: string;
};

export const LOCAL_PROJECT_ID = 'demo-portalen';
export const LOCAL_NAMESPACE = 'demo-portalen';
export const DEFAULT_AUTH_PORT = 9099;
/** The API key of the local project: the auth emulator takes any, and the SDK's stored account is keyed by it. */
export const LOCAL_API_KEY = 'demo-api-key';
export const DEFAULT_DATABASE_PORT = 9000;
/** Written next to the exported site by scripts/stack.mjs when the ports differ from the defaults. */
export const EMULATOR_CONFIG_PATH = '/emulators.json';
/**
 * The same config, written into every served page by scripts/stack.mjs as
 * `window.__portalenEmulators`: a page then knows where the database is without a round trip,
 * as a real project's build carries its database URL. The file stays for pages served otherwise.
 */
export const EMULATOR_CONFIG_GLOBAL = '__portalenEmulators';

// Next inlines NEXT_PUBLIC_* only where it sees the literal name, hence one line per variable.
const fromEnv: FirebaseOptions = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  databaseURL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
};

/** A build without a real project (no API key and database URL) talks to the local emulators. */
export function usesEmulators(options: FirebaseOptions = fromEnv): boolean {
  return !options.apiKey || !options.databaseURL;
}

export function firebaseOptions(emulators: EmulatorConfig | null): FirebaseOptions {
  if (!emulators) return fromEnv;
  return {
    apiKey: LOCAL_API_KEY,
    projectId: LOCAL_PROJECT_ID,
    authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
    databaseURL: `http://${emulators.host}:${emulators.databasePort}?ns=${emulators.namespace}`,
  };
}

/**
 * localStorage key through which a browser test gives its pages a localdb namespace of their own
 * (so no test sees another's rooms). Only read in emulator mode: a production build never
 * loads the emulator config, so the key does nothing there.
 */
export const NAMESPACE_OVERRIDE_KEY = 'portalen:ns';

const NAMESPACE = /^[a-z0-9-]{1,64}$/;

/** The namespace override stored in this browser, or null (storage can be blocked and throw). */
export function storedNamespaceOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(NAMESPACE_OVERRIDE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The config the page was served with, else a fetch of /emulators.json; resolves to its JSON, or null when it is missing or unreadable (the
 * default ports apply). Started together with the SDK downloads, so sign-in does not wait for
 * one more round trip after them.
 */
export async function fetchEmulatorConfigFile(): Promise<unknown> {
  const given = (globalThis as Record<string, unknown>)[EMULATOR_CONFIG_GLOBAL];
  if (given && typeof given === 'object') return given;
  try {
    const response = await fetch(EMULATOR_CONFIG_PATH, { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    return null; // no file (e.g. under `next dev`) or offline
  }
}

/**
 * Merges a fetched /emulators.json over the defaults; anything malformed falls back to them.
 * A valid `namespaceOverride` (see NAMESPACE_OVERRIDE_KEY) wins over both.
 */
export function emulatorConfig(hostname: string, fetched: unknown, namespaceOverride?: string | null): EmulatorConfig {
  const config: EmulatorConfig = {
    host: hostname || '127.0.0.1',
    authPort: DEFAULT_AUTH_PORT,
    databasePort: DEFAULT_DATABASE_PORT,
    namespace: LOCAL_NAMESPACE,
  };
  if (fetched && typeof fetched === 'object') {
    const f = fetched as Record<string, unknown>;
    if (isPort(f.authPort)) config.authPort = f.authPort;
    if (isPort(f.databasePort)) config.databasePort = f.databasePort;
    if (typeof f.namespace === 'string' && NAMESPACE.test(f.namespace)) {
      config.namespace = f.namespace;
    }
  }
  if (typeof namespaceOverride === 'string' && NAMESPACE.test(namespaceOverride)) {
    config.namespace = namespaceOverride;
  }
  // "localhost" may resolve to ::1 while the servers listen on IPv4.
  if (config.host === 'localhost') config.host = '127.0.0.1';
  return config;
}

function isPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536;
}
