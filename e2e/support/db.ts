// Owner access to the stack's localdb over REST (rules bypassed), to seed and check data in one
// test's namespace. Tests get it as the `db` fixture, bound to the namespace their pages use.

/** Where the stack's own pages read when no test namespace is set (scripts/stack.mjs). */
export const STACK_NAMESPACE = 'demo-portalen';

export type OwnerDb = {
  readonly ns: string;
  get(path: string): Promise<unknown>;
  set(path: string, value: unknown): Promise<unknown>;
  update(path: string, value: Record<string, unknown>): Promise<unknown>;
  remove(path: string): Promise<unknown>;
};

function url(ns: string, path: string) {
  const host = process.env.LOCALDB_HOST ?? '127.0.0.1';
  const port = process.env.LOCALDB_PORT;
  if (!port) throw new Error('LOCALDB_PORT is not set: run the browser tests through `npm test`.');
  const clean = path.replace(/^\/+|\/+$/g, '').split('/').map(encodeURIComponent).join('/');
  return `http://${host}:${port}/${clean}.json?ns=${encodeURIComponent(ns)}`;
}

async function call(ns: string, method: string, path: string, body?: unknown) {
  const response = await fetch(url(ns, path), {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} in ${ns}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Owner access to namespace `ns`. */
export function ownerDb(ns: string): OwnerDb {
  return {
    ns,
    get: (path) => call(ns, 'GET', path),
    set: (path, value) => call(ns, 'PUT', path, value),
    update: (path, value) => call(ns, 'PATCH', path, value),
    remove: (path) => call(ns, 'DELETE', path),
  };
}
