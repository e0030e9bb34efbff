import headerStyles from './RoomHeaderView.module.css';
import { HASH_PATH, QR_PATH } from './roomIcons';

// The room header of a first paint, as the markup RoomHeaderView renders for it (no byline yet,
// the invite button waiting), built once on the server for every room game's painter. The
// painters run in the page before React and cannot import this; they get the string as an
// argument and fill in the two gaps.

/** Where the room's name, and then its code, go in roomHeaderTemplate(): painters split on it. */
export const HEADER_GAP = '\u0001';

export function roomHeaderTemplate(): string {
  const h = headerStyles;
  const icon = (path: string) => `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"></path></svg>`;
  return (
    `<header class="${h.header}" data-testid="room-header"><div class="${h.top}"><div class="${h.titles}">` +
    `<h2 class="${h.name}">${HEADER_GAP}</h2><p class="${h.byline}"></p></div>` +
    `<div class="${h.action}"><button type="button" class="${h.invite}" disabled="">${icon(QR_PATH)}Inviter</button></div></div>` +
    `<div class="${h.facts}"><p class="${h.fact}">${icon(HASH_PATH)}` +
    `<span data-testid="room-code">Kode: <strong class="${h.code}">${HEADER_GAP}</strong></span></p></div></header>`
  );
}
