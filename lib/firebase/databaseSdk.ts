// The database SDK as the portal loads it lazily (the socket, the shell's status line, a room
// link's early downloads); the mark (lib/firebase/sessionCode.mjs) lets the export find its chunks.
export * from 'firebase/database';
export const SESSION_CODE_MARK = 'portalen-session-code:database';
