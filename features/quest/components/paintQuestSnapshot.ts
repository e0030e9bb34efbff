import headerStyles from '@/components/rooms/RoomHeaderView.module.css';
import { QR_PATH } from '@/components/rooms/roomIcons';
import emptyStyles from '@/components/ui/EmptyState.module.css';
import { EMPTY_TEXT } from '@/components/ui/EmptyState';
import pageStyles from '@/components/ui/Page.module.css';
import { HEADING_PREFIX, NO_REWARD_TEXT, PLAIN_HEADING, REWARD_PREFIX, QUEST_COMPLETED_TEXT, QUEST_FAILED_TEXT } from '@/features/quest/lib/quest';
import type { EarlyPaint } from '@/lib/rooms/snapshot';
import cardStyles from './QuestCard.module.css';
import { COMPLETED_ICON_PATH, FAILED_ICON_PATH, OPEN_ICON_PATH } from './QuestCard';
import logStyles from './QuestLogView.module.css';

// A quest log's first paint before React: the markup QuestSnapshot renders (its own Page with the
// «Questlog for …» heading, the invite row and the visible quests' cards), built as a string by
// the inline script the moment the REST read is back. Everything it needs from the app comes in
// as JSON; features/quest/__tests__/components/paintQuestSnapshot.test.tsx holds the two alike.

const CARD_KEYS = ['card', 'failed', 'completed', 'row', 'body', 'title', 'text', 'description', 'reward', 'verdict', 'icon', 'iconFailed', 'iconCompleted', 'iconOpen'] as const;

export type QuestPaintArgs = {
  page: Record<'main' | 'sm' | 'head' | 'title', string>;
  card: Record<(typeof CARD_KEYS)[number], string>;
  actions: string;
  invite: string;
  empty: string;
  icons: { qr: string; failed: string; completed: string; open: string };
  texts: { heading: string; rewardPrefix: string; prefix: string; empty: string; noReward: string; failed: string; completed: string };
};

export function paintQuestSnapshot(value: unknown, also: unknown, _id: string, a: QuestPaintArgs): string | null {
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const str = function (v: unknown) {
    return typeof v === 'string' ? v.trim() : '';
  };
  // asRecord: the database hands a map with mostly numeric keys back as an array.
  let stored: Record<string, unknown> = {};
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (value[i] !== null && value[i] !== undefined) stored[String(i)] = value[i];
  } else if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  const quests: { id: string; title: string; description: string; reward: string; status: 'failed' | 'completed' | 'open' }[] = [];
  Object.keys(stored).forEach(function (key) {
    const q = stored[key] as Record<string, unknown>;
    if (!q || typeof q !== 'object') return;
    const status = q.failed === true ? 'failed' : q.completed === true ? 'completed' : 'open';
    quests.push({ id: key, title: str(q.title), description: str(q.description), reward: str(q.reward), status: status });
  });
  quests.sort(function (x, y) {
    return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  });
  const named = typeof also === 'string';
  if (quests.length === 0 && !named) return null;
  const heading = named ? a.texts.prefix + ' ' + also : a.texts.heading;
  const icon = function (path: string, cls: string, testId: string) {
    return '<svg viewBox="0 0 24 24" aria-hidden="true" class="' + cls + '" data-testid="' + testId + '"><path fill-rule="evenodd" d="' + path + '"></path></svg>';
  };
  const p = a.page;
  const c = a.card;
  let html =
    '<main class="' + p.main + ' ' + p.sm + '"><div class="' + p.head + '"><h1 class="' + p.title + '">' + esc(heading) + '</h1></div>' +
    '<div class="' + a.actions + '"><button type="button" class="' + a.invite + '" disabled="">' +
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="' + a.icons.qr + '"></path></svg>Inviter</button></div>';
  if (quests.length === 0) html += '<p role="status" class="' + a.empty + '" data-room-card="">' + esc(a.texts.empty) + '</p>';
  quests.forEach(function (q, index) {
    const s = q.status;
    const mark =
      s === 'failed'
        ? icon(a.icons.failed, c.icon + ' ' + c.iconFailed, 'quest-failed-icon')
        : s === 'completed'
          ? icon(a.icons.completed, c.icon + ' ' + c.iconCompleted, 'quest-completed-icon')
          : icon(a.icons.open, c.icon + ' ' + c.iconOpen, 'quest-open-icon');
    const reward = q.reward ? a.texts.rewardPrefix + ' ' + q.reward : a.texts.noReward;
    const verdict = s === 'failed' ? a.texts.failed : s === 'completed' ? a.texts.completed : '';
    html +=
      '<article data-testid="quest" data-status="' + s + '" aria-label="' + esc(q.title) + '" class="' + c.card + ' ' + (s === 'open' ? '' : c[s]) + '">' +
      '<div class="' + c.row + '">' + mark + '<div class="' + c.body + '">' +
      '<h2 class="' + c.title + '"' + (index === 0 ? ' data-room-card=""' : '') + '>' + esc(q.title) + '</h2>' +
      (q.description ? '<p class="' + c.text + ' ' + c.description + '">' + esc(q.description) + '</p>' : '') +
      '<p class="' + c.text + ' ' + c.reward + '">' + esc(reward) + '</p>' +
      (verdict ? '<p class="' + c.text + ' ' + c.verdict + '">' + esc(verdict) + '</p>' : '') +
      '</div></div></article>';
  });
  return html + '</main>';
}

const pick = <K extends string>(styles: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, styles[key]])) as Record<K, string>;

/** What the inline script of a quest log's page needs to paint its heading and quests. */
export function questEarlyPaint(): EarlyPaint<QuestPaintArgs> {
  return {
    painter: paintQuestSnapshot,
    args: {
      page: pick(pageStyles, ['main', 'sm', 'head', 'title'] as const),
      card: pick(cardStyles, CARD_KEYS),
      actions: logStyles.actions,
      invite: headerStyles.invite,
      empty: emptyStyles.empty,
      icons: { qr: QR_PATH, failed: FAILED_ICON_PATH, completed: COMPLETED_ICON_PATH, open: OPEN_ICON_PATH },
      texts: {
        heading: PLAIN_HEADING,
        rewardPrefix: REWARD_PREFIX,
        prefix: HEADING_PREFIX,
        empty: EMPTY_TEXT,
        noReward: NO_REWARD_TEXT,
        failed: QUEST_FAILED_TEXT,
        completed: QUEST_COMPLETED_TEXT,
      },
    },
  };
}
