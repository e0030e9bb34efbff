import type { FullConfig } from '@playwright/test';

/** When run without `npm test` (e.g. `npx playwright test -c e2e/playwright.config.ts`), start a stack. */
export default async function globalSetup(config: FullConfig) {
  if (process.env.PORTALEN_BASE_URL) return;
  // @ts-expect-error -- plain ESM script without types
  const { startStack } = await import('../../scripts/stack.mjs');
  const stack = await startStack();
  Object.assign(process.env, stack.env);
  for (const project of config.projects) project.use.baseURL = stack.env.PORTALEN_BASE_URL;
  return async () => {
    await stack.stop();
  };
}
