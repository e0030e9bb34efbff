const HASH_PATH =
  'M9.2 3h2l-.7 5h4l.7-5h2l-.7 5H20v2h-3.8l-.6 4H19v2h-3.7l-.7 5h-2l.7-5h-4l-.7 5h-2l.7-5H4v-2h3.8l.6-4H5V8h3.7l.5-5zm1 7-.6 4h4l.6-4h-4z';
const QR_PATH =
  'M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm2 2h2v2h-2v-2zm2-2h2v2h-2v-2zm2 2h2v2h-2v-2zm-6 2h2v2h-2v-2zm4 0h2v2h-2v-2zm-2 2h2v2h-2v-2zm4 0h2v2h-2v-2z';

// Small icons for the plain room header (MUI's icon components would bring SvgIcon and the
// styling engine into the room's first paint). Drawn on a 24-unit grid, filled with currentColor.

export function HashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d={HASH_PATH} />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M8 1h8a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 3v15h8V4H8zm4 16.2a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8z" />
    </svg>
  );
}

export function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <circle cx="7" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 11h11v2h-2v3h-2v-3h-2v2h-2v-2h-3z" />
    </svg>
  );
}

export function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d={QR_PATH} />
    </svg>
  );
}

/** Two arrows in a circle: «Lag en ny kode». */
export function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M12 4a8 8 0 0 1 6.9 4H16v2h6V4h-2v2.4A10 10 0 0 0 2 12h2a8 8 0 0 1 8-8zm8 8a8 8 0 0 1-14.9 4H8v-2H2v6h2v-2.4A10 10 0 0 0 22 12h-2z" />
    </svg>
  );
}

/** Two people (the room's members). */
export function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <circle cx="9" cy="8" r="3.5" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M2 19c0-3.3 3.1-5.5 7-5.5s7 2.2 7 5.5v1H2v-1zm15.5-5c2.6.2 4.5 1.8 4.5 4.2V20h-4.5v-1c0-1.9-.8-3.6-2.2-4.8.7-.1 1.5-.2 2.2-.2z" />
    </svg>
  );
}

/** An arrow pointing left (back). */
export function BackArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
    </svg>
  );
}
