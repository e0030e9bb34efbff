// PlainAlert's icons, as paths: the component draws them, and so does its markup made at build time
// (plainAlertMarkup).

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

// Drawn for this portal on a 24-unit grid: a ring with a mark, a triangle with a mark, a ring with an
// i, a ring with a tick.
export const ALERT_ICON_PATHS: Record<AlertSeverity, string> = {
  error: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v7h-2V7zm0 9h2v2h-2v-2z',
  warning: 'M12 2 23 21H1L12 2zm0 4L4.5 19h15L12 6zm-1 4h2v5h-2v-5zm0 6h2v2h-2v-2z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 6h2v7h-2v-7zm0-4h2v2h-2V6z',
  success: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm4.3 4.3 1.4 1.4-7.2 7.2-4.2-4.2 1.4-1.4 2.8 2.8z',
};

/** A chosen card's tick: a filled ring with the tick cut out. */
export const CHECK_CIRCLE_ICON_PATH = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.3 6.3-5.8 5.8-2.8-2.8-1.4 1.4 4.2 4.2 7.2-7.2z';

/** A plain close button's cross (PlainAlert's «Lukk», a list's «Fjern …»). */
export const CLOSE_ICON_PATH = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z';

/** A list's «Slett …» (Material's DeleteOutlined). */
export const DELETE_ICON_PATH = 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';
