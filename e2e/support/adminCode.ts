// A second admin code straight after a wrong one: the rules allow one attempt per visitor every
// few seconds (lib/admin/code.ts ADMIN_ATTEMPT_INTERVAL_MS), and the form says so with its wait
// message. Rather than sleeping the interval out, try again as a person would while the screen
// says to wait, until `done` shows: the screen's own answer ends the wait.
import type { Locator } from '@playwright/test';
import { ADMIN_WAIT_TEXT } from '../../lib/admin/code';
import { expect } from './fixtures';

export async function retryWhileTooSoon(submit: Locator, done: Locator): Promise<void> {
  const page = submit.page();
  const tooSoon = page.getByText(ADMIN_WAIT_TEXT);
  await expect(async () => {
    if (!(await done.isVisible())) await submit.click({ timeout: 2_000 });
    // Either answer comes: the wait message (then the next round tries again) or `done`.
    await expect(done.or(tooSoon)).toBeVisible({ timeout: 5_000 });
    await expect(done).toBeVisible({ timeout: 500 });
  }).toPass({ intervals: [500], timeout: 15_000 });
}
