// A write straight to localdb's REST API with a page's own credentials, past the UI: what a
// hostile guest can send from their phone with the ID token the app keeps (docs/security.md).
import type { Page } from '@playwright/test';
import { NAMESPACE_OVERRIDE_KEY } from '../../lib/firebase/config';

/**
 * Sends `method` for `path` (JSON `value` for PUT and PATCH) from inside `page`, signed in as
 * that page's anonymous user, in the test's namespace. Resolves with the HTTP status: 200 when
 * the rules allowed it, 401 when they refused it.
 */
export async function restAs(page: Page, method: 'PUT' | 'PATCH' | 'DELETE', path: string, value?: unknown): Promise<number> {
  const port = process.env.LOCALDB_PORT;
  if (!port) throw new Error('LOCALDB_PORT is not set: run the browser tests through `npm test`.');
  return page.evaluate(
    async ({ port, method, path, body, nsKey }) => {
      // The Auth SDK keeps the signed-in user (with its ID token) in this IndexedDB store.
      const token = await new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const user = (all.result as { fbase_key: string; value: { stsTokenManager?: { accessToken?: string } } }[]).find((entry) =>
              entry.fbase_key.startsWith('firebase:authUser:'),
            );
            resolve(user?.value.stsTokenManager?.accessToken ?? '');
          };
        };
      });
      if (!token) throw new Error('the page has no signed-in user');
      const ns = localStorage.getItem(nsKey) ?? '';
      const host = location.hostname === 'localhost' ? '127.0.0.1' : location.hostname;
      const url = `http://${host}:${port}/${path}.json?ns=${encodeURIComponent(ns)}&auth=${encodeURIComponent(token)}`;
      const response = await fetch(url, { method, body });
      return response.status;
    },
    { port, method, path, body: method === 'DELETE' ? undefined : JSON.stringify(value), nsKey: NAMESPACE_OVERRIDE_KEY },
  );
}
