// Owner access to the stack's localdb over REST (rules bypassed), to seed and check data.
const NAMESPACE = 'demo-portalen';

function url(path: string) {
  const host = process.env.LOCALDB_HOST ?? '127.0.0.1';
  const port = process.env.LOCALDB_PORT;
  if (!port) throw new Error('LOCALDB_PORT is not set: run the browser tests through `npm test`.');
  return `http://${host}:${port}/${path.replace(/^\/+/, '')}.json?ns=${NAMESPACE}`;
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const ownerDb = {
  get: (path: string) => call('GET', path),
  set: (path: string, value: unknown) => call('PUT', path, value),
  update: (path: string, value: Record<string, unknown>) => call('PATCH', path, value),
  remove: (path: string) => call('DELETE', path),
};
