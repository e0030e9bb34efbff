import type { Page } from '@playwright/test';
import { expect, screenshot, signedInUid, test } from './support/fixtures';

// A Festrom party's own apps (docs/apps.md, "A party's own boards") on four phones: the host and
// three guests sign up for the party's secret santa with one tap each, the host draws with no
// admin code, and every phone sees one recipient of its own (never itself, all different); a
// question asked on one phone appears on another. The party itself (joining, names) is fest.spec.ts's;
// here it is seeded as its members would have left it.

const CODE = 'FestQ';
const NAMES = ['Kari', 'Ola', 'Per', 'Siv'];

const santa = (page: Page) => page.getByTestId('party-part-secretSanta');
const board = (page: Page) => page.getByTestId('party-part-questions');

test('a party’s secret santa drawn by its host, and its question board, on four phones', async ({ page, secondPage, newVisitor, db }) => {
  // Four phones on a loaded 2-core machine: each page load and live read takes its time.
  test.setTimeout(300_000);
  const phones = [page, secondPage, await newVisitor({ name: 'per' }), await newVisitor({ name: 'siv' })];
  const uids: string[] = [];
  for (const phone of phones) {
    await phone.goto('/');
    uids.push(await signedInUid(phone));
  }
  const [hostUid] = uids;
  await db.set(`lobby/fest/${CODE}`, { name: 'Lørdagsfest', creator_name: 'Kari', created_by: hostUid, private: true, created_at: Date.now(), active_at: Date.now() });
  await db.set(`codes/fest/${CODE.toLowerCase()}`, CODE);
  await db.set(`secrets/rooms/fest/${CODE}/password`, 'kake12');
  await db.set(`fest/${CODE}`, {
    settings: { name: 'Lørdagsfest', private: true, created_by: hostUid, created_at: Date.now() },
    names: Object.fromEntries(uids.map((uid, i) => [uid, NAMES[i]])),
  });
  await db.set(`members/fest/${CODE}`, Object.fromEntries(uids.map((uid) => [uid, true])));

  for (const phone of phones) {
    await phone.goto(`/fest/${CODE}/`);
    await expect(phone.getByTestId('party-name')).toHaveText('Lørdagsfest', { timeout: 20_000 });
  }
  const [host, ...guests] = phones as [Page, Page, Page, Page];

  // Nobody but the host has the draw; everyone signs up as their party name with one tap.
  await expect(santa(host).getByRole('button', { name: 'Trekk' })).toBeDisabled();
  for (const guest of guests) await expect(santa(guest).getByRole('button', { name: 'Trekk' })).toHaveCount(0);
  for (const [i, phone] of phones.entries()) {
    await santa(phone).getByRole('button', { name: `Meld meg på som ${NAMES[i]}` }).click();
    await expect(santa(phone).getByText(`Du er påmeldt som ${NAMES[i]}`)).toBeVisible();
  }
  await expect(santa(host).getByText('4 påmeldte. Ikke trukket ennå.')).toBeVisible();
  for (const phone of phones) await expect(santa(phone).getByRole('list', { name: 'Påmeldte' }).getByRole('listitem')).toHaveCount(4);

  await santa(host).getByRole('button', { name: 'Trekk' }).click();
  await expect(santa(host).getByText('4 påmeldte. Trukket for 4 personer.')).toBeVisible();
  const recipients: string[] = [];
  for (const [i, phone] of phones.entries()) {
    const line = santa(phone).getByTestId('party-assignment');
    await expect(line).toHaveText(new RegExp(`^Hei ${NAMES[i]}! Du skal gi gave til (${NAMES.join('|')})\\.$`));
    const receiver = /gi gave til (\w+)\./.exec((await line.textContent()) ?? '')![1]!;
    expect(receiver).not.toBe(NAMES[i]);
    recipients.push(receiver);
  }
  expect(new Set(recipients).size).toBe(4);
  // Sign-ups are closed while the draw stands.
  await expect(santa(guests[0]).getByRole('button', { name: 'Meld meg av' })).toHaveCount(0);

  // The party's question board: asked on Ola's phone, seen on Per's, marked answered there.
  await board(guests[0]).getByLabel('Til').fill('Kari');
  await board(guests[0]).getByRole('textbox', { name: 'Spørsmål' }).fill('Når kommer kaka?');
  await board(guests[0]).getByLabel('Fra').fill('Ola');
  await board(guests[0]).getByRole('button', { name: 'Send' }).click();
  await expect(board(guests[1]).getByText('Når kommer kaka?')).toBeVisible();
  await board(guests[1]).getByRole('button', { name: 'Besvart: Når kommer kaka?' }).click();
  await expect(board(guests[0]).getByText('Når kommer kaka?')).toHaveCount(0);
  // Only the host may take a question off.
  await expect(board(guests[0]).getByRole('button', { name: /^Fjern/ })).toHaveCount(0);
  // The site's own board has none of it.
  expect(await db.get('questions')).toBeNull();

  // The host's «Fjern» and the screens at phone size, light and dark, for a human to look at.
  await board(host).getByRole('tab', { name: 'Besvarte' }).click();
  await expect(board(host).getByRole('button', { name: 'Fjern: Når kommer kaka?' })).toBeVisible();
  await host.evaluate(() => window.scrollTo(0, 0));
  await screenshot(host, 'fest-apps-host');
  await guests[0].emulateMedia({ colorScheme: 'dark' });
  await guests[0].evaluate(() => window.scrollTo(0, 0));
  await screenshot(guests[0], 'fest-apps-guest-dark');
});
