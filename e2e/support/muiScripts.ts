import type { Page } from '@playwright/test';

/**
 * Collects the page's script chunks as it asks for them, and tells which of them register an MUI
 * component: every MUI component registers a "Mui…" name for its styles and default props. A
 * guest's phone in a room game should load none (docs/rooms.md, step 5).
 */
export function recordScripts(page: Page): { urls: string[]; withMui: () => Promise<string[]> } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(request.url())) urls.push(request.url());
  });
  return {
    urls,
    withMui: async () => {
      const found: string[] = [];
      for (const url of [...urls]) if (/"Mui[A-Z][A-Za-z]*"/.test(await (await page.request.get(url)).text())) found.push(url);
      return found;
    },
  };
}
