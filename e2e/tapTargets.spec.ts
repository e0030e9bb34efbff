import demoSeed from '../localdb/seed.json';
import { STACK_NAMESPACE } from './support/db';
import { expect, signedInUid, test } from './support/fixtures';
import { DYNAMIC_ROUTES } from './support/routes';
import { DEMO_IDS, expectTapTargets, MIN } from './support/tapTargets';

// The id routes' tap targets (e2e/support/tapTargets.ts), opened on the demo data
// (localdb/seed.json) so the fridge has its − and +, the rooms their lists. The static routes are
// measured in their smoke test (shell.spec.ts), on the page load that also gets the a11y scan.

const ROUTES = DYNAMIC_ROUTES.map((route) => `/${route}/${DEMO_IDS[route]}/`);

test.describe.configure({ timeout: 60_000 });

for (const route of ROUTES) {
  test(`${route}: every control is at least ${MIN}×${MIN} px and apart from its neighbours`, async ({ page, db }) => {
    expect(route, 'an id route without a demo id in DEMO_IDS').not.toContain('undefined');
    await db.set('/', demoSeed[STACK_NAMESPACE]);
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await signedInUid(page);
    await expectTapTargets(page, route);
  });
}
