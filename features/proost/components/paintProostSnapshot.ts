import { roomHeaderTemplate } from '@/components/rooms/roomHeaderMarkup';
import { DEFAULT_CARD_COLOR } from '@/features/proost/lib/color';
import { NO_PLAYER_NAME, PLAYER_TOKEN } from '@/features/proost/lib/draw';
import { EMPTY_POOL_TEXT } from '@/features/proost/lib/room';
import { EARLY_TAP_GAME } from '@/features/proost/lib/earlyTap';
import { QUESTION_TYPES } from '@/features/proost/lib/types';
import type { EarlyPaint } from '@/lib/rooms/snapshot';
import { CONNECTING_TEXT, NOT_YOUR_TAP_TEXT, TAP_TO_DRAW_TEXT, WAITING_FIRST_TEXT } from './CardFace';
import cardStyles from './CardFace.module.css';

// A Proost room's first paint before React: the markup ProostSnapshot renders (RoomHeaderView and
// CardFace), built as a string by the inline script the moment the REST read is back. Everything
// it needs from the app (class names, icons, texts) comes in as JSON, so the painter itself stays
// self-contained; features/proost/__tests__/components/paintProostSnapshot.test.tsx holds the two alike.

export type ProostPaintArgs = {
  /** roomHeaderTemplate(): the header's markup with gaps for the name and the code. */
  header: string;
  card: Record<'card' | 'type' | 'text' | 'hint', string>;
  texts: { emptyPool: string; tapToDraw: string; waitingFirst: string; notYourTap: string; connecting: string; token: string; nobody: string };
  types: readonly string[];
  defaultColor: string;
  /** proostEarlyTapPrefix's start: a kept tap's key is it, the code, '@' and the card's seq. */
  tapPrefix: string;
};

export function paintProostSnapshot(value: unknown, _also: unknown, id: string, a: ProostPaintArgs): string | null {
  const room = value as Record<string, unknown> | null;
  const s = room && typeof room === 'object' && !Array.isArray(room) ? (room.settings as Record<string, unknown>) : null;
  if (!s || typeof s !== 'object') return null;
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  let questions = 0;
  const stored = room && typeof room.questions === 'object' && room.questions ? (room.questions as Record<string, Record<string, unknown>>) : {};
  const valid = function (q: Record<string, unknown> | undefined) {
    return !!q && typeof q === 'object' && typeof q.text === 'string' && !!q.text && a.types.indexOf(q.type as string) >= 0;
  };
  for (const key in stored) if (valid(stored[key])) questions++;
  // The deck (docs/rooms.md §Proost's deck): its index counts, and a drawn question's text is in shown.
  const deck = room && typeof room.deck === 'object' && room.deck ? (room.deck as Record<string, Record<string, unknown>>) : {};
  for (const key in deck) if (deck[key] && typeof deck[key] === 'object' && a.types.indexOf(deck[key].type as string) >= 0) questions++;
  const shown = room && typeof room.shown === 'object' && room.shown ? (room.shown as Record<string, unknown>) : {};
  const c = room && room.card && typeof room.card === 'object' ? (room.card as Record<string, unknown>) : null;
  // An old card (SPEC's shape) has its own text; a new one is built from its question and the
  // names drawn for each @spiller, as mapProostRoom does; one whose question is gone shows none.
  let card: Record<string, unknown> | null = null;
  let cardText = '';
  let cardType = '';
  if (c && typeof c.text === 'string') {
    card = c;
    cardText = c.text;
    cardType = typeof c.type === 'string' ? c.type : '';
  } else if (
    c &&
    typeof c.question === 'string' &&
    ((Object.prototype.hasOwnProperty.call(stored, c.question) && valid(stored[c.question])) ||
      (Object.prototype.hasOwnProperty.call(shown, c.question) && typeof shown[c.question] === 'string' && !!shown[c.question]))
  ) {
    const q: Record<string, unknown> =
      Object.prototype.hasOwnProperty.call(stored, c.question) && valid(stored[c.question])
        ? stored[c.question]
        : { text: shown[c.question], type: typeof c.type === 'string' ? c.type : '' };
    const drawn = c.names && typeof c.names === 'object' ? (c.names as Record<string, Record<string, unknown>>) : {};
    const names: (string | undefined)[] = [];
    for (const i in drawn) {
      const n = drawn[i];
      if (/^[0-9]{1,2}$/.test(i) && n && typeof n === 'object' && typeof n.name === 'string') names[Number(i)] = n.name;
    }
    const parts = (q.text as string).split(a.texts.token);
    cardText = parts[0];
    for (let i = 1; i < parts.length; i++) cardText += (names[i - 1] !== undefined ? names[i - 1] : a.texts.nobody) + parts[i];
    card = c;
    cardType = q.type as string;
  }
  const canTap = s.allow_screen_tap === true;
  const empty = questions === 0;
  let text: string;
  if (empty) text = a.texts.emptyPool + ' 🍻';
  else if (card) text = cardText;
  else text = canTap ? a.texts.tapToDraw : a.texts.waitingFirst;
  // A card the guest may draw keeps a tap until live (lib/browser/earlyTaps.ts, the head's script),
  // under a key naming the card's seq: the draw it becomes is based on the card it replaces.
  const keepsTap = canTap && !empty;
  const seqValue = c ? c.seq : undefined;
  const seq = typeof seqValue === 'number' && seqValue % 1 === 0 ? seqValue : 0;
  const hint = !canTap && !empty ? a.texts.notYourTap : keepsTap ? '' : a.texts.connecting;
  const stored_color = card && typeof card.color === 'string' ? card.color : '';
  const color = /^#[0-9a-f]{6}$/i.test(stored_color) ? stored_color : a.defaultColor;
  // Black or white ink, whichever reads better (WCAG relative luminance), as textColorOn decides.
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  let ink = '#ffffff';
  if (channels) {
    const linear = channels.slice(1).map(function (hex) {
      const v = parseInt(hex, 16) / 255;
      return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    if (0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2] > 0.179) ink = '#000000';
  }
  const name = typeof s.name === 'string' && s.name ? s.name : id;
  // The shared header (roomHeaderTemplate) with the room's name and code in its two gaps.
  const gaps = a.header.split('\u0001');
  const header = gaps[0] + esc(name) + gaps[1] + esc(id) + gaps[2];
  const k = a.card;
  const type =
    card && !empty ? '<span class="' + k.type + '" data-testid="card-type">' + esc(cardType) + '</span>' : '';
  const face =
    '<button type="button" class="' + k.card + '" style="background-color: ' + color + '; color: ' + ink + ';"' +
    (keepsTap ? ' aria-busy="false" data-early-tap="' + esc(a.tapPrefix + id + '@' + seq) + '"' : ' disabled="" aria-busy="true"') +
    ' data-testid="tap-card" data-connecting="">' +
    type + '<span class="' + k.text + ' " data-testid="card-text" data-room-card="true">' + esc(text) + '</span>' +
    '<span class="' + k.hint + '"' + (keepsTap ? ' data-early-tap-status="' + esc(a.texts.connecting) + '"' : '') + '>' + esc(hint) + '</span></button>';
  return header + face;
}

const pick = <K extends string>(styles: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, styles[key]])) as Record<K, string>;

/** What the inline script of a Proost room page needs to paint its card. */
export function proostEarlyPaint(): EarlyPaint<ProostPaintArgs> {
  return {
    painter: paintProostSnapshot,
    args: {
      header: roomHeaderTemplate(),
      card: pick(cardStyles, ['card', 'type', 'text', 'hint'] as const),
      texts: {
        emptyPool: EMPTY_POOL_TEXT,
        tapToDraw: TAP_TO_DRAW_TEXT,
        waitingFirst: WAITING_FIRST_TEXT,
        notYourTap: NOT_YOUR_TAP_TEXT,
        connecting: CONNECTING_TEXT,
        token: PLAYER_TOKEN,
        nobody: NO_PLAYER_NAME,
      },
      types: QUESTION_TYPES,
      defaultColor: DEFAULT_CARD_COLOR,
      tapPrefix: EARLY_TAP_GAME,
    },
  };
}
