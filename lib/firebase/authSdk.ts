// The auth SDK as a room link's sign-in imports it; the mark (lib/firebase/sessionCode.mjs) lets
// the export find its chunks. Only what SessionProvider calls: a dynamic import hands over the
// module's whole namespace, so the bundler keeps every export named here, and `export *` kept all
// of firebase/auth (popups, phone sign-in, second factors): 36 kB compressed against 20.5 kB, on
// the line before every page's sign-up (docs/performance.md).
export { onAuthStateChanged, signInAnonymously } from 'firebase/auth';
export const SESSION_CODE_MARK = 'portalen-session-code:auth';
