// The database SDK as the portal loads it lazily (the socket, the shell's status line, a room
// link's early downloads); the mark (lib/firebase/sessionCode.mjs) lets the export find its chunks.
// Only what its importers call (client.ts, connection.ts, SessionStatus): a dynamic import keeps
// every export it names (authSdk.ts says why).
export { connectDatabaseEmulator, forceWebSockets, goOffline, goOnline, onValue, ref, _repoManagerDatabaseFromApp as repoManagerDatabaseFromApp } from 'firebase/database';
export const SESSION_CODE_MARK = 'portalen-session-code:database';
