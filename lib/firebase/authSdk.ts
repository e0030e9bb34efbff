// The auth SDK as a room link's sign-in imports it; the mark (lib/firebase/sessionCode.mjs) lets
// the export find its chunks.
export * from 'firebase/auth';
export const SESSION_CODE_MARK = 'portalen-session-code:auth';
