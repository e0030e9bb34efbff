// `npm run perf`'s constants and command-line options (scripts/perf.mjs lists them).
import path from 'node:path';
import { ROOT } from '../stack.mjs';

export const OUT = path.join(ROOT, 'out');
export const BARE = path.join(ROOT, 'perf', 'bare');
export const BARE_OUT = path.join(BARE, 'out');
export const RESULTS = path.join(ROOT, 'perf-results');
export { JS_BUDGET_KB } from './firstLoad.mjs';
export const MAX_POINTS_BEHIND = 2;
export const MAX_TBT_RATIO = 1.5;
export const DB_MIN_PERFORMANCE = 95;
export const DB_MAX_TBT_RATIO = 2;
export const DB_MAX_CLS = 0.02;
export const MAX_COLD_CARD_MS = 1500;
export const COLD_TIMEOUT_MS = 20_000;
// The demo rooms and pages of localdb/seed.json.
export const DEFAULT_PAGES = ['/', '/menu/', '/proost/FestA/', '/cah/KortA/', '/battleshots/SjoeA/', '/fridge/demo/', '/quest/modig-ravn-2718/', '/f1/'];
/** Pages that show data from the database: a room, a fridge or a quest log under its id. */
export const DATABASE_PAGE = /^\/(proost|cah|battleshots|fridge|quest)\/[^/]+\/$/;
export const isDatabasePage = (page) => DATABASE_PAGE.test(page);
/** The room page's first-paint card carries this attribute on the element holding its text. */
export const ROOM_CARD = '[data-room-card]';
// DevTools' network throttle: latency in ms, throughput in bytes per second.
export const COLD_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

export const args = process.argv.slice(2);
// Everything after the first '=' (a --card selector may hold one itself).
export const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
export const skipLighthouse = args.includes('--no-lighthouse');
export const skipCold = args.includes('--no-cold');
export const skipCpu = args.includes('--no-cpu');
export const skipGuest = args.includes('--no-guest');
export const guestRowIds = option('guest-rows', null)?.split(',').filter(Boolean) ?? null;
export const cardSelector = option('card', ROOM_CARD);
export const runs = Math.max(1, Number(option('runs', 5)));
export const cpu = Number(option('cpu', 4));
export const pages = option('pages', DEFAULT_PAGES.join(',')).split(',');
export const baselineDir = option('baseline', null);
export const bytesOnly = args.includes('--bytes');
export const tapsOnly = args.includes('--taps');
