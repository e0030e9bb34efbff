/** @jest-environment node */
// A write that changes what a read rule depends on revokes the listens it no longer allows
// (localdb/README.md "Revocation on data changes"): the SDK's cancel callback fires with
// PERMISSION_DENIED and the listen receives nothing written after.
import { limitToLast, onValue, query, ref, set, update } from 'firebase/database';
import { closeClients, connectClients, seed, startTestDb, uniqueNamespace, type TestClient } from '../../localdb/testing';
import { waitFor } from './helpers';

const member = "root.child('members/' + $room + '/' + auth.uid).exists()";
const RULES = {
  rules: {
    members: {
      $room: {
        $uid: {
          '.read': 'auth != null && auth.uid == $uid',
          '.write': "auth != null && (auth.uid == $uid || root.child('owners/' + $room).val() == auth.uid)",
        },
      },
    },
    rooms: { $room: { '.read': `auth != null && ${member}`, '.write': `auth != null && ${member}` } },
    // Readable while `open` is true: a rule that reads data at its own location.
    board: { '.read': "data.child('open').val() === true", '.write': 'auth != null' },
    ping: { '.read': true, '.write': 'auth != null' },
  },
};

let server: Awaited<ReturnType<typeof startTestDb>>;
let ns: string;
let alice: TestClient, bob: TestClient;
const all: TestClient[] = [];

beforeAll(async () => {
  server = await startTestDb({ rules: RULES });
});
beforeEach(async () => {
  ns = uniqueNamespace('revoke');
  [alice] = await connectClients(server, ns, 1, { uids: ['alice'] });
  [bob] = await connectClients(server, ns, 1, { uids: ['bob'] });
  all.push(alice, bob);
  await seed(server, ns, '/', {
    owners: { r1: 'alice' },
    members: { r1: { alice: true, bob: true } },
    rooms: { r1: { password: 'gammel', items: { a: 1 } } },
    board: { open: true, note: 'hei' },
  });
});
afterAll(async () => {
  await closeClients(all);
  await server.close();
});

/** Listens as `client`; `cancelled` resolves with the cancel code. */
function watch(client: TestClient, path: string, q?: (r: ReturnType<typeof ref>) => ReturnType<typeof query>) {
  const values: unknown[] = [];
  let cancelled: (code: string | undefined) => void = () => undefined;
  const code = new Promise<string | undefined>((resolve) => (cancelled = resolve));
  const target = q ? q(ref(client.db, path)) : ref(client.db, path);
  onValue(
    target,
    (s) => values.push(s.val()),
    (e) => cancelled((e as { code?: string }).code),
  );
  return { values, code };
}

/** Bob's own probe: once it has `value`, everything written before it has reached bob. */
async function bobHasCaughtUp(value: string) {
  const seen = watch(bob, 'ping');
  await set(ref(alice.db, 'ping'), value);
  await waitFor(() => seen.values.includes(value), 5000, 'the probe');
}

it('removing a member in the same update as a change revokes their listen before the change arrives', async () => {
  const room = watch(bob, 'rooms/r1');
  await waitFor(() => room.values.length === 1);
  await update(ref(alice.db), { 'members/r1/bob': null, 'rooms/r1/password': 'ny' });
  expect(await room.code).toBe('PERMISSION_DENIED');
  await set(ref(alice.db, 'rooms/r1/items/b'), 2);
  await bobHasCaughtUp('etter');
  expect(JSON.stringify(room.values)).not.toContain('ny');
  expect(room.values).toEqual([{ password: 'gammel', items: { a: 1 } }]);
});

it('a removal on its own revokes the listen; later writes never reach it, and a query listen goes too', async () => {
  const room = watch(bob, 'rooms/r1');
  const items = watch(bob, 'rooms/r1/items', (r) => query(r, limitToLast(5)));
  await waitFor(() => room.values.length === 1 && items.values.length === 1);
  await set(ref(alice.db, 'members/r1/bob'), null);
  expect(await room.code).toBe('PERMISSION_DENIED');
  expect(await items.code).toBe('PERMISSION_DENIED');
  await set(ref(alice.db, 'rooms/r1/password'), 'ny');
  await bobHasCaughtUp('etter');
  expect(room.values).toHaveLength(1);
  expect(items.values).toHaveLength(1);
});

it('the owner credential removing a member (no rules run for that write) revokes the listen too', async () => {
  const room = watch(bob, 'rooms/r1');
  await waitFor(() => room.values.length === 1);
  await seed(server, ns, 'members/r1', { alice: true });
  expect(await room.code).toBe('PERMISSION_DENIED');
});

it('a rule reading its own location: the listen goes when that data changes', async () => {
  const board = watch(bob, 'board');
  await waitFor(() => board.values.length === 1);
  await set(ref(alice.db, 'board/note'), 'fortsatt åpen');
  await waitFor(() => board.values.length === 2);
  await set(ref(alice.db, 'board/open'), false);
  expect(await board.code).toBe('PERMISSION_DENIED');
  await set(ref(alice.db, 'board/note'), 'lukket');
  await bobHasCaughtUp('etter');
  expect(JSON.stringify(board.values)).not.toContain('lukket');
});

it('writes that leave the listen readable, even to the data its rule reads, keep it', async () => {
  const room = watch(bob, 'rooms/r1');
  await waitFor(() => room.values.length === 1);
  // The membership node is rewritten with bob still in it, and another member joins.
  await update(ref(alice.db, 'members/r1'), { bob: 'igjen', carol: true });
  await set(ref(alice.db, 'rooms/r1/items/b'), 2);
  await waitFor(() => room.values.length === 2);
  expect(room.values[1]).toEqual({ password: 'gammel', items: { a: 1, b: 2 } });
  let cancelled = false;
  void room.code.then(() => (cancelled = true));
  await bobHasCaughtUp('etter');
  expect(cancelled).toBe(false);
});
