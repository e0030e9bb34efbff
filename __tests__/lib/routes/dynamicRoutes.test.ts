import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DYNAMIC_ROUTES, PLACEHOLDER_ID } from '@/lib/routes/dynamicRoutes.mjs';
import { generateStaticParams } from '@/lib/routes/placeholderParams';

const root = path.join(__dirname, '..', '..', '..');
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));

describe('id routes in the static export', () => {
  it('exports each id page once, for the placeholder id', () => {
    expect(generateStaticParams()).toEqual([{ id: PLACEHOLDER_ID }]);
  });

  it.each(DYNAMIC_ROUTES)('/%s/{id} has a page and a Hosting rewrite to its placeholder', (route) => {
    const page = path.join(root, 'app', route, '[id]', 'page.tsx');
    expect(existsSync(page)).toBe(true);
    const source = readFileSync(page, 'utf8');
    expect(source).toContain('export const dynamicParams = false;');
    expect(source).toContain('generateStaticParams');
    expect(firebase.hosting.rewrites).toContainEqual({
      source: `/${route}/**`,
      destination: `/${route}/${PLACEHOLDER_ID}/index.html`,
    });
  });

  it('has no rewrite for a route that is not an id route', () => {
    const rewritten = firebase.hosting.rewrites.map((r: { source: string }) => r.source.split('/')[1]);
    expect([...rewritten].sort()).toEqual([...DYNAMIC_ROUTES].sort());
  });
});
