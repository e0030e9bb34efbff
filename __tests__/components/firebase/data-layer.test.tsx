/**
 * The database-screen pattern against a real localdb through the real SDK: a denied read shows
 * the Norwegian message inside the screen, and after the visitor joins, «Prøv igjen» (or the
 * join action's own retry) really subscribes again and shows live data; a refused write is
 * shown, not swallowed.
 * Node export conditions: localdb runs in-process and needs the real `ws`, not its browser stub.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onValue, ref, set } from 'firebase/database';
import DbView from '@/components/firebase/DbView';
import { useRetryReads } from '@/components/firebase/ScreenContext';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { READ_DENIED_TEXT, WRITE_DENIED_TEXT } from '@/lib/firebase/errors';
import { valueRead } from '@/lib/firebase/read';
import { closeClients, connectClients, seed, startTestDb, uniqueNamespace, type TestClient } from '@/localdb/testing';
import { renderScreen } from '../support/screen';

const RULES = {
  rules: {
    rooms: {
      $room: {
        '.read': "root.child('members/' + $room + '/' + auth.uid).exists()",
        '.write': "root.child('members/' + $room + '/' + auth.uid).exists()",
        '.validate': 'newData.isString() && newData.val().length <= 10',
      },
    },
    members: { $room: { $uid: { '.write': 'auth.uid === $uid', '.validate': 'newData.val() === true' } } },
  },
};

const roomRead = (room: string) => valueRead(`rooms/${room}`, (value) => (typeof value === 'string' ? value : ''));

function Room({ room }: { room: string }) {
  const result = useDbValue(roomRead(room));
  const write = useDbWrite();
  const retry = useRetryReads();
  const join = async () => {
    if (await write.run((db) => set(ref(db, `members/${room}/u1`), true))) retry();
  };
  return (
    <div>
      <DbView result={result}>{(text) => <p data-testid="room">{text}</p>}</DbView>
      <button onClick={join}>Bli med</button>
      <button onClick={() => write.run((db) => set(ref(db, `rooms/${room}`), 'altfor lang tekst'))}>Skriv</button>
      <WriteStatus write={write} />
    </div>
  );
}

/** Logs each render: the read's status, and whether the SDK had handed the value over by then. */
function Counted({ room, log, arrived }: { room: string; log: string[]; arrived: () => boolean }) {
  const result = useDbValue(roomRead(room));
  log.push(`${result.status === 'success' ? result.data : result.status}${arrived() ? ' (arrived)' : ''}`);
  return result.status === 'success' ? <p data-testid="counted">{result.data}</p> : null;
}

describe('database screen pattern (real SDK, localdb)', () => {
  let server: Awaited<ReturnType<typeof startTestDb>>;
  let ns: string;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestDb({ rules: RULES });
    ns = uniqueNamespace('pattern');
    [client] = await connectClients(server, ns, 1, { uids: ['u1'] });
  });

  afterAll(async () => {
    await closeClients([client]);
    await server.close();
  });

  function renderRoom(room: string) {
    return renderScreen(<Room room={room} />, { client });
  }

  it('shows a denied read in Norwegian and reads again after joining', async () => {
    await seed(server, ns, '/rooms/r1', 'hei');
    renderRoom('r1');
    expect(await screen.findByText(READ_DENIED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
    expect(await screen.findByTestId('room')).toHaveTextContent('hei');
    expect(screen.queryByText(READ_DENIED_TEXT)).not.toBeInTheDocument();
  });

  it('updates live once readable', async () => {
    await seed(server, ns, '/rooms/r2', 'først');
    await seed(server, ns, '/members/r2/u1', true);
    renderRoom('r2');
    expect(await screen.findByTestId('room')).toHaveTextContent('først');
    await act(() => seed(server, ns, '/rooms/r2', 'så'));
    await waitFor(() => expect(screen.getByTestId('room')).toHaveTextContent('så'));
  });

  it('the retry button subscribes again after access was granted elsewhere', async () => {
    await seed(server, ns, '/rooms/r3', 'hemmelig');
    renderRoom('r3');
    expect(await screen.findByText(READ_DENIED_TEXT)).toBeInTheDocument();
    await seed(server, ns, '/members/r3/u1', true);
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByTestId('room')).toHaveTextContent('hemmelig');
  });

  it("renders a read's first value straight away, with no render that still says loading once it has arrived", async () => {
    // A render that says loading after the value is in is the blocking render of the reading
    // component that a store announced through useSyncExternalStore costs before the screen.
    await seed(server, ns, '/members/r5/u1', true);
    await seed(server, ns, '/rooms/r5', 'første');
    let arrived = false;
    const stop = onValue(ref(client.db, 'rooms/r5'), (snapshot) => {
      arrived = snapshot.exists();
    });
    const log: string[] = [];
    // Rendered in the same task as the listen above: the value cannot be on the phone yet.
    renderScreen(<Counted room="r5" log={log} arrived={() => arrived} />, { client });
    expect(log).toContain('loading');
    expect(await screen.findByTestId('counted')).toHaveTextContent('første');
    await act(() => seed(server, ns, '/rooms/r5', 'andre'));
    await waitFor(() => expect(screen.getByTestId('counted')).toHaveTextContent('andre'));
    stop();
    expect(log).not.toContain('loading (arrived)');
    expect(log.filter((entry) => entry.endsWith('(arrived)'))).toEqual(expect.arrayContaining(['første (arrived)', 'andre (arrived)']));
  });

  it('shows a write the rules refuse, and keeps the stored value', async () => {
    await seed(server, ns, '/rooms/r4', 'trygg');
    await seed(server, ns, '/members/r4/u1', true);
    renderRoom('r4');
    expect(await screen.findByTestId('room')).toHaveTextContent('trygg');
    await userEvent.click(screen.getByRole('button', { name: 'Skriv' }));
    expect(await screen.findByText(WRITE_DENIED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('room')).toHaveTextContent('trygg'));
  });
});
