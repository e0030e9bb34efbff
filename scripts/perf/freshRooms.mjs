// Rooms made for one run of a guest's wait, where the wait changes the room (a seat taken): each
// run finds the room as the first guest would. Written as the database's owner over REST, like
// the demo rooms of localdb/seed.json.
import { randomInt } from 'node:crypto';
import { NAMESPACE } from '../stack.mjs';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HOST = 'perf-host';

async function put(databasePort, path, value) {
  const response = await fetch(`http://127.0.0.1:${databasePort}/${path}.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/** A public Battleshots room whose host waits with the second seat open to anyone; returns its code. */
export async function openBattleshotsRoom(databasePort) {
  const code = `P${Array.from({ length: 4 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')}`;
  const name = 'Målerommet';
  await put(databasePort, `battleshots/${code}`, {
    settings: { name, private: false, created_by: HOST, game_active: false, allow_new_players: true },
    players: { [HOST]: { uid: HOST, name: 'Vert', points: 0 } },
    game: { turn: HOST },
  });
  await put(databasePort, `lobby/battleshots/${code}`, {
    name,
    creator_name: 'Vert',
    created_by: HOST,
    private: false,
    created_at: { '.sv': 'timestamp' },
    active_at: { '.sv': 'timestamp' },
  });
  await put(databasePort, `codes/battleshots/${code.toLowerCase()}`, code);
  await put(databasePort, `members/battleshots/${code}/${HOST}`, true);
  return code;
}
