import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { unique } from './support/household';

test('/questions: a question reaches the other phone; Besvart hides it from the board on both', async ({ page, secondPage }) => {
  const question = unique('Hvem vant');
  await page.goto('/questions/');
  await secondPage.goto('/questions/');
  await page.getByRole('button', { name: 'Send' }).click({ timeout: 20_000 });
  await expect(page.getByText('Skriv inn hvem spørsmålet er til.')).toBeVisible();
  await expect(page.getByText('Skriv inn spørsmålet.')).toBeVisible();
  await page.getByLabel('Til', { exact: true }).fill('Per');
  await page.getByLabel('Spørsmål', { exact: true }).fill(question);
  await page.getByLabel('Fra', { exact: true }).fill('Kari');
  await page.getByRole('button', { name: 'Send' }).click();

  const card = (p: typeof page) => p.getByTestId('question-card').filter({ hasText: question });
  await expect(card(secondPage)).toContainText('Til Per');
  await expect(card(secondPage)).toContainText('Fra Kari');
  await expectAccessible(secondPage);
  await screenshot(secondPage, 'questions-board');

  await card(secondPage).getByRole('button', { name: /^Besvart/ }).click();
  await expect(card(page)).toHaveCount(0);
  await expect(card(secondPage)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Besvarte' }).click();
  await expect(card(page)).toContainText('Besvart');
  await screenshot(page, 'questions-answered');
});
