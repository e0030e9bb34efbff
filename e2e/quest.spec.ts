import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';

test('quest log: the creator sets up quests, the player sees only visible ones, live', async ({ page, secondPage }) => {
  // A whole session with two or three browsers: longer than the 45 s default when both workers are busy.
  test.slow();
  const code = `Q${Date.now().toString(36)}`;
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

  await page.goto(`/quest/${code}/`);
  await signedInUid(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No game found' })).toBeVisible();
  await expect.poll(() => warnings).toContain('NO GAME FOUND');
  await page.getByLabel('Navn på spillet').fill('Dragejakten');
  await page.getByRole('button', { name: 'Lag questlog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('room-code')).toHaveText(code);

  for (const [title, reward] of [['Finn kartet', '50 gull'], ['Forræderen i rådet', '']]) {
    await page.getByLabel('Tittel').fill(title);
    await page.getByLabel('Belønning').fill(reward);
    await page.getByRole('button', { name: 'Legg til quest' }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await expect(page.getByLabel('Tittel')).toHaveValue('');
  await expect(page.getByRole('article', { name: 'Forræderen i rådet' }).getByText('No reward')).toBeVisible();

  await secondPage.goto(`/quest/${code}/`);
  await expect(secondPage.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeVisible();
  await expect(secondPage.getByText('Ingenting å vise her')).toBeVisible();
  await expect(secondPage.getByRole('heading', { name: 'Settings' })).toHaveCount(0);

  // Shown: it appears on the player's phone without a reload.
  await page.getByRole('switch', { name: 'Synlig: Finn kartet' }).click();
  const quest = secondPage.getByRole('article', { name: 'Finn kartet' });
  await expect(quest).toBeVisible();
  await expect(quest.getByTestId('quest-open-icon')).toBeVisible();
  await page.getByRole('switch', { name: 'Fullført: Finn kartet' }).click();
  await expect(quest.getByText('Quest completed!')).toBeVisible();
  await page.getByRole('switch', { name: 'Fullført: Finn kartet' }).click();
  await page.getByRole('switch', { name: 'Feilet: Finn kartet' }).click();
  await expect(quest.getByText('Quest failed...')).toBeVisible();
  await expect(secondPage.getByRole('switch')).toHaveCount(0);

  // The hidden quest never reaches the player, even after a reload.
  await secondPage.reload();
  await expect(secondPage.getByRole('article', { name: 'Finn kartet' })).toBeVisible();
  await expect(secondPage.getByText('Forræderen i rådet')).toHaveCount(0);

  await expectAccessible(page);
  await expectAccessible(secondPage);
  await screenshot(page, 'quest-creator-390');
  await screenshot(secondPage, 'quest-player-390');
});
