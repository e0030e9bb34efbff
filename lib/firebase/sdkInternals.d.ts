// Two of the SDKs' exports for their own packages, which their public typings leave out: what
// getDatabase(app) does inside, so a database can be given another auth provider (databaseAuth.ts).
// Both are in the modules the bundler reads (firebase/app and firebase/database re-export them).
import type { FirebaseApp } from 'firebase/app';
import type { Database } from 'firebase/database';

declare module 'firebase/app' {
  /** An app's component provider by name ('auth-internal', 'app-check-internal'). */
  export function _getProvider(app: FirebaseApp, name: string): unknown;
}

declare module 'firebase/database' {
  /** getDatabase's factory: the app's database for `url` (its own when undefined), with the given providers. */
  export function _repoManagerDatabaseFromApp(app: FirebaseApp, authProvider: unknown, appCheckProvider: unknown, url: string | undefined, nodeAdmin?: boolean): Database;
}
