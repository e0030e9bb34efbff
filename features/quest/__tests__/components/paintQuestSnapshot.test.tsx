import { questEarlyPaint } from '@/features/quest/paint.generated';
import QuestSnapshot from '@/features/quest/components/QuestSnapshot';
import { painterOf, SNAPSHOT_GLOBAL } from '@/lib/rooms/snapshot';
import { clientModulesImportedBy } from '@/__tests__/components/support/clientModules';
import { pageScript, normalized, parsed, renderedMarkup } from '@/__tests__/components/support/earlyPaint';
import { questSnapshot } from '@/features/quest/snapshot';

// The generated painter (features/quest/paint.tsx), run as the page runs it.
const paintQuestSnapshot = (value: unknown, also: unknown, id: string) => painterOf(questEarlyPaint())(value, also, id);

// Before React loads, the inline script paints a quest log (its own page frame with the «Questlog
// for …» heading, as QuestSnapshot draws it) from a string; React then replaces it with
// QuestSnapshot's own elements. Any difference between the two would show as a jump on the
// player's screen, so the two are held to the same markup here, log by log.

function painted(value: unknown, also: unknown): string | null {
  const html = paintQuestSnapshot(value, also, 'modig-ravn-2718');
  return parsed(html);
}

const rendered = (value: unknown, also: unknown): string => renderedMarkup(<QuestSnapshot id="modig-ravn-2718" value={value} also={also} />);

const quest = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: '', reward: '', visible: true, completed: false, failed: false, ...extra });

const LOGS: Record<string, [unknown, unknown]> = {
  'open, failed, completed and both, with and without description and reward, out of order': [
    {
      q4: quest('Vunnet', { completed: true, reward: ' 50 gull ' }),
      q1: quest('  Finn kartet ', { description: 'Det ligger\ni tårnet' }),
      q3: quest('Tapt sak', { failed: true, description: 'Dragen vant' }),
      q5: quest('Begge deler', { failed: true, completed: true, reward: 'Ingenting' }),
      q2: quest('Snakk med smeden'),
    },
    'Dragejakten',
  ],
  'a name but no quests: the empty text is the main text': [{}, 'Tom kampanje'],
  'quests but no readable name: the plain heading': [{ a: quest('Alene') }, null],
  'an empty name, quests as an array, broken fields': [[quest('Første'), null, { title: 7, completed: 'ja', failed: 1 }, 'junk'], ''],
  'markup in every text': [
    { a: quest('<img src=x onerror=alert(1)> & "sitert"', { description: '<b>fet</b>', reward: '<i>mye</i>' }) },
    '<script>alert(1)</script>',
  ],
};

test.each(Object.entries(LOGS))('the early paint is the markup React renders: %s', (_, [quests, name]) => {
  const early = painted(quests, name);
  expect(early).not.toBeNull();
  expect(early).toBe(rendered(quests, name));
});

test('text from the database is never markup in the early paint', () => {
  const [quests, name] = LOGS['markup in every text'];
  const box = document.createElement('div');
  box.innerHTML = paintQuestSnapshot(quests, name, 'modig-ravn-2718') ?? '';
  expect(box.querySelector('img, b, i, script')).toBeNull();
  expect(box.querySelector('h1')?.textContent).toBe('Questlog for <script>alert(1)</script>');
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('<img src=x onerror=alert(1)> & "sitert"');
});

test('no quests and no name paints nothing, as QuestSnapshot renders nothing', () => {
  for (const [value, name] of [[{}, null], [null, 42], ['junk', undefined], [{ a: 'junk' }, null]]) {
    expect(painted(value, name)).toBeNull();
    expect(rendered(value, name)).toBe('');
  }
});

test('the inline script paints the log into the empty box the moment the read is back', async () => {
  document.body.innerHTML = '<div data-first-paint=""></div>';
  window.history.replaceState(null, '', '/quest/modig-ravn-2718/');
  const [quests, name] = LOGS['open, failed, completed and both, with and without description and reward, out of order'];
  const fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('emulators') ? null : url.includes('/name') ? name : quests) }),
  );
  const win = { location: window.location, localStorage: window.localStorage, document, fetch } as unknown as Record<string, unknown>;
  new Function('window', pageScript(questSnapshot, questEarlyPaint()))(win);
  await (win[SNAPSHOT_GLOBAL] as { outcome: Promise<unknown> }).outcome;
  await Promise.resolve();
  const box = document.querySelector('[data-first-paint]') as HTMLElement;
  expect(box.querySelector('h1')?.textContent).toBe('Questlog for Dragejakten');
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Finn kartet');
  expect(normalized(box)).toBe(rendered(quests, name));
  expect(pageScript(questSnapshot, questEarlyPaint())).not.toMatch(/<\/script/i);
});

test("the painter's arguments come from plain modules, which the server-rendered route reads as values", () => {
  expect(clientModulesImportedBy('features/quest/paint.generated.ts')).toEqual([]);
  // The guard sees a 'use client' module when there is one.
  expect(clientModulesImportedBy('components/rooms/RoomFirstPaint.tsx')).toContain('@/components/firebase/SessionProvider');
});
