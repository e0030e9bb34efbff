import { roomHeaderTemplate } from '@/components/rooms/roomHeaderMarkup';
import { GAME_OVER_TEXT, UNNAMED_PLAYER, WAITING_FOR_START_TEXT } from '@/features/cah/lib/room';
import { BLANK } from '@/features/cah/lib/texts';
import type { EarlyPaint } from '@/lib/rooms/snapshot';
import { CZAR_UNKNOWN_TEXT, PICK_ONE_TEXT, PICK_TWO_TEXT, TABLE_CARD_LABEL } from './TableCard';
import cardStyles from './TableCard.module.css';

// A Cah room's first paint before React: the markup CahSnapshot renders (RoomHeaderView and
// TableCard), built as a string by the inline script the moment the REST read is back (the room's
// game, and the bank's black cards as `also`). It maps the stored value the way mapGame,
// mapBlackCards and tableCard do, but as one self-contained function: it is inlined into the page
// as text, so it uses nothing but its arguments. features/cah/__tests__/components/paintCahSnapshot.test.tsx
// holds its markup equal to CahSnapshot's over every branch.

export type CahPaintArgs = {
  /** roomHeaderTemplate(): the header's markup with gaps for the name and the code. */
  header: string;
  card: Record<'card' | 'info' | 'text' | 'note' | 'gap' | 'answer' | 'trailing' | 'pick', string>;
  texts: {
    label: string;
    waiting: string;
    gameOver: string;
    round: string;
    czar: string;
    czarUnknown: string;
    pickOne: string;
    pickTwo: string;
    unnamed: string;
  };
  blank: string;
};

export function paintCahSnapshot(value: unknown, also: unknown, id: string, a: CahPaintArgs): string | null {
  // asRecord: an object, or an array read as the index-keyed map it was stored as.
  const rec = function (v: unknown): Record<string, unknown> | null {
    if (Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      v.forEach(function (el, i) {
        if (el !== null && el !== undefined) out[String(i)] = el;
      });
      return out;
    }
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  };
  const str = function (v: unknown, fallback?: string): string {
    return typeof v === 'string' ? v : fallback || '';
  };
  const num = function (v: unknown, fallback?: number): number {
    return typeof v === 'number' && isFinite(v) ? v : fallback || 0;
  };
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const g = rec(value);
  const s = rec(g && g.settings);
  if (!g || !s) return null;
  const stored = num(s.game_status);
  const status = stored === 1 || stored === 2 ? stored : 0;

  let round: { number: number; czar: string; black: string; pick: number; result: boolean; winner: string | null } | null = null;
  const r = rec(g.round);
  if (r && str(r.czar) && str(r.black)) {
    round = {
      number: num(r.number, 1),
      czar: str(r.czar),
      black: str(r.black),
      pick: num(r.pick) === 2 ? 2 : 1,
      result: r.phase === 'result',
      winner: typeof r.winner === 'string' ? r.winner : null,
    };
  }
  let winning: string[] | null = null;
  if (round && round.winner) {
    const plays = rec(g.selected_cards) || {};
    for (const key in plays) {
      const p = rec(plays[key]);
      const cards = rec(p && p.cards);
      if (!p || !cards || key !== round.winner || num(p.round) !== round.number) continue;
      winning = [];
      const c0 = rec(cards.c0);
      const c1 = rec(cards.c1);
      if (c0) winning.push(str(c0.text));
      if (c1) winning.push(str(c1.text));
      break;
    }
  }
  const running = status === 1 && round !== null;
  const finished = status === 2 && round !== null && winning !== null;

  const k = a.card;
  let body: string;
  if (!round || !(running || finished)) {
    body =
      '<p class="' + k.info + '"></p><p class="' + k.text + ' ' + k.note + '" data-room-card="true">' +
      esc(status === 2 ? a.texts.gameOver : a.texts.waiting) + '</p><p class="' + k.pick + '"></p>';
  } else {
    let text = '…';
    const bank = rec(also) || {};
    for (const key in bank) {
      const b = rec(bank[key]);
      const pick = num(b && b.pick);
      if (key === round.black && str(b && b.text) && (pick === 1 || pick === 2)) text = str(b && b.text);
    }
    const answers = (finished || round.result) && winning ? winning : null;
    const pieces = text.split(a.blank);
    let sentence = '';
    for (let i = 0; i < pieces.length; i++) {
      sentence += esc(pieces[i]);
      if (i < pieces.length - 1) {
        const answer = answers ? answers[i] : undefined;
        // An answer without its full stop; one that was nothing but stops leaves an empty gap.
        const words = answer ? answer.replace(/[.!]+$/, '') : null;
        sentence += words
          ? '<span class="' + k.answer + '">' + esc(words) + '</span>'
          : '<span class="' + k.gap + '">' + (words === null ? '&nbsp;' : '') + '</span>';
      }
    }
    let czar: string | null = null;
    const players = rec(g.players) || {};
    for (const uid in players) {
      const p = rec(players[uid]);
      if (p && uid === round.czar) {
        czar = str(p.name, a.texts.unnamed);
        break;
      }
    }
    const trailing = answers && text.indexOf(a.blank) === -1 ? answers.join(' / ') : null;
    body =
      '<p class="' + k.info + '" data-testid="round-info">' + esc(a.texts.round + ' ' + round.number + ' · ' + a.texts.czar + ': ' + (czar === null ? a.texts.czarUnknown : czar)) + '</p>' +
      '<p class="' + k.text + '" data-room-card="true">' + sentence + '</p>' +
      (trailing ? '<p class="' + k.trailing + '">' + esc(trailing) + '</p>' : '') +
      '<p class="' + k.pick + '">' + esc(round.pick === 2 ? a.texts.pickTwo : a.texts.pickOne) + '</p>';
  }

  // RoomHeaderView with InviteButtonView disabled, as in paintProostSnapshot.
  const name = str(s.name) || id;
  // The shared header (roomHeaderTemplate) with the room's name and code in its two gaps.
  const gaps = a.header.split('\u0001');
  const header = gaps[0] + esc(name) + gaps[1] + esc(id) + gaps[2];
  return header + '<section class="' + k.card + '" aria-label="' + esc(a.texts.label) + '" data-testid="black-card">' + body + '</section>';
}

const pick = <K extends string>(styles: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, styles[key]])) as Record<K, string>;

/** What the inline script of a Cah room page needs to paint its black card. */
export function cahEarlyPaint(): EarlyPaint<CahPaintArgs> {
  return {
    painter: paintCahSnapshot,
    args: {
      header: roomHeaderTemplate(),
      card: pick(cardStyles, ['card', 'info', 'text', 'note', 'gap', 'answer', 'trailing', 'pick'] as const),
      texts: {
        label: TABLE_CARD_LABEL,
        waiting: WAITING_FOR_START_TEXT,
        gameOver: GAME_OVER_TEXT,
        round: 'Runde',
        czar: 'Kortkonge',
        czarUnknown: CZAR_UNKNOWN_TEXT,
        pickOne: PICK_ONE_TEXT,
        pickTwo: PICK_TWO_TEXT,
        unnamed: UNNAMED_PLAYER,
      },
      blank: BLANK,
    },
  };
}
