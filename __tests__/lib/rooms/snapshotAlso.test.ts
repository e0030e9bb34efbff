import { snapshotSetup, startSnapshot } from '@/lib/rooms/snapshot';
import { fridgeSnapshot } from '@/features/fridge/snapshot';
import { questSnapshot } from '@/features/quest/snapshot';

// The fridge and the quest log read a second node in the same round trip: the category names
// (the same for every fridge) and the log's name (the page's heading, under the log's id).

function fakeWindow(pathname: string, answers: Record<string, unknown>) {
  const asked: string[] = [];
  const win = {
    location: { pathname, hostname: 'portalen.example' },
    fetch: (url: string) => {
      asked.push(url);
      const known = url in answers;
      return Promise.resolve({ ok: known, status: known ? 200 : 401, json: () => Promise.resolve(answers[url] ?? null) });
    },
  };
  return { win, asked };
}

const DB = 'https://portalen-test.example';

test('a quest log: the visible quests and, beside them, that log’s name', async () => {
  const quests = { a1: { title: 'Finn kartet' } };
  const { win, asked } = fakeWindow('/quest/Drage_1/', {
    [`${DB}/questlog/Drage_1/quests.json`]: quests,
    [`${DB}/questlog/Drage_1/name.json`]: 'Dragejakten',
  });
  const request = startSnapshot(win, { ...snapshotSetup(questSnapshot), databaseURL: DB });
  expect(request?.path).toBe('questlog/Drage_1/quests');
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: quests, also: 'Dragejakten' });
  expect(asked.sort()).toEqual([`${DB}/questlog/Drage_1/name.json`, `${DB}/questlog/Drage_1/quests.json`]);
});

test('a fridge: the whole fridge and the shared category names', async () => {
  const fridge = { info: { name: 'Hjemme' } };
  const { win, asked } = fakeWindow('/fridge/demo/', {
    [`${DB}/fridge/demo.json`]: fridge,
    [`${DB}/fridge/categories.json`]: [null, 'Meieri'],
  });
  const request = startSnapshot(win, { ...snapshotSetup(fridgeSnapshot), databaseURL: DB });
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: fridge, also: [null, 'Meieri'] });
  expect(asked.sort()).toEqual([`${DB}/fridge/categories.json`, `${DB}/fridge/demo.json`]);
});

test('an id that needs escaping is escaped in both reads', async () => {
  const { win, asked } = fakeWindow('/quest/a%20b/', {});
  const request = startSnapshot(win, { ...snapshotSetup(questSnapshot), databaseURL: DB });
  // This fake refuses whatever it does not know.
  await expect(request?.outcome).resolves.toEqual({ status: 'refused' });
  expect(asked.sort()).toEqual([`${DB}/questlog/a%20b/name.json`, `${DB}/questlog/a%20b/quests.json`]);
});

test('a refused name still paints the quests (the heading waits for the live part)', async () => {
  const quests = { a1: { title: 'Finn kartet' } };
  const { win } = fakeWindow('/quest/Q1/', { [`${DB}/questlog/Q1/quests.json`]: quests });
  const request = startSnapshot(win, { ...snapshotSetup(questSnapshot), databaseURL: DB });
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: quests, also: null });
});

test('a quest log with no visible quests yet: its name says it exists, so it paints empty', async () => {
  const { win } = fakeWindow('/quest/Q2/', { [`${DB}/questlog/Q2/quests.json`]: null, [`${DB}/questlog/Q2/name.json`]: 'Dragejakten' });
  const request = startSnapshot(win, { ...snapshotSetup(questSnapshot), databaseURL: DB });
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: {}, also: 'Dragejakten' });
});

test('no log under the code (no name either), or quests refused: nothing to paint', async () => {
  const none = fakeWindow('/quest/Q3/', { [`${DB}/questlog/Q3/quests.json`]: null, [`${DB}/questlog/Q3/name.json`]: null });
  await expect(startSnapshot(none.win, { ...snapshotSetup(questSnapshot), databaseURL: DB })?.outcome).resolves.toEqual({ status: 'none' });
  // An old log whose quests the rules keep from players: refused, not empty (the quest log's page
  // has nothing to paint for a refusal and goes the live way, as for nothing).
  const refused = fakeWindow('/quest/Q4/', { [`${DB}/questlog/Q4/name.json`]: 'Gammel' });
  await expect(startSnapshot(refused.win, { ...snapshotSetup(questSnapshot), databaseURL: DB })?.outcome).resolves.toEqual({ status: 'refused' });
});

test('a fridge that is not there paints nothing, though the category names are (they belong to no fridge)', async () => {
  const { win } = fakeWindow('/fridge/ny/', { [`${DB}/fridge/ny.json`]: null, [`${DB}/fridge/categories.json`]: { 1: 'Meieri' } });
  await expect(startSnapshot(win, { ...snapshotSetup(fridgeSnapshot), databaseURL: DB })?.outcome).resolves.toEqual({ status: 'none' });
});
