// A room link asks for what sign-in and the database socket need before React hydrates
// (startSessionDownloads in components/firebase/SessionProvider.tsx). Each module it imports
// carries one of these marks as a string literal, so that the export can find the chunks behind
// each import and a room page's loader asks for them with the page's own scripts
// (scripts/session-chunks.mjs; docs/rooms.md, "How a room page loads", step 5). A plain module:
// the export's scripts read it too.
export const SESSION_CODE_MARKS = [
  'portalen-session-code:client',
  'portalen-session-code:auth',
  'portalen-session-code:database',
  'portalen-session-code:providers',
];
