// The server `npm start` runs for a party: an address a phone mistypes must not stop it for
// everyone (scripts/hosting-guard.cjs). Raw requests, since a browser and Playwright's request
// client both tidy such a path before it is sent.
import http from 'node:http';
import { expect, test } from './support/fixtures';

function get(baseURL: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer to ${rawPath}`)));
    request.on('error', reject);
  });
}

test('a path that starts with two slashes is answered, and the portal keeps serving', async ({ baseURL }) => {
  if (!baseURL) throw new Error('no base URL: the stack did not start');
  const home = await get(baseURL, '//');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<html');
  const menu = await get(baseURL, '//menu/');
  expect(menu.status).toBe(200);
  expect((await get(baseURL, '/\\')).status).toBe(200);
  const after = await get(baseURL, '/menu/');
  expect(after.status).toBe(200);
  expect(after.body).toBe(menu.body);
});
