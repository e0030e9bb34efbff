import type { Page } from '@playwright/test';

/**
 * Holds the page's sign-in back until the returned function is called, so nothing live (no uid,
 * no SDK write) can be behind what the page does meanwhile: what the first paint's plain boxes
 * and cards do on their own.
 */
export async function holdSignIn(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/identitytoolkit|accounts:signUp|securetoken/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
