// How fast can a hostile guest still guess each secret through database.rules.json?
//
//   npx tsx scripts/guess-rate.ts [seconds=10] [uids=5]
//
// Starts an in-memory localdb with the real rules and lets `uids` hostile clients (each its own
// anonymous uid, as a fresh sign-in would be) write guesses as fast as the SDK lets them for
// each secret: an admin code, a private room's password and a secret santa code. It counts the
// guesses the rules recorded (only a recorded guess can be checked: the proof, the membership
// or the code's record is refused without one) and the guesses that got through. Then it
// projects what one IP address could do in production, where Firebase Auth creates at most
// 100 new accounts (uids) per hour for each IP address, and how long each secret holds.
import path from 'node:path';
import { get, ref, serverTimestamp, set } from 'firebase/database';
import { closeClients, connectClients, seed, startTestDb, uniqueNamespace, type TestClient } from '../localdb/testing';

const SECONDS = Number(process.argv[2] ?? 10);
const UIDS = Number(process.argv[3] ?? 5);
const RULES = path.join(__dirname, '..', 'database.rules.json');
/** Firebase Auth: "New account creation: 100 accounts/hour for each IP address". */
const NEW_UIDS_PER_HOUR_PER_IP = 100;

type Outcome = { sent: number; recorded: number; hits: number };

/** Each client sends guesses one after the other (a refused write costs a round trip). */
async function hammer(clients: TestClient[], guess: (client: TestClient, n: number) => Promise<'refused' | 'recorded' | 'hit'>) {
  const until = Date.now() + SECONDS * 1000;
  const total: Outcome = { sent: 0, recorded: 0, hits: 0 };
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; Date.now() < until; n++) {
        total.sent++;
        const result = await guess(client, n).catch(() => 'refused' as const);
        if (result !== 'refused') total.recorded++;
        if (result === 'hit') total.hits++;
      }
    }),
  );
  return total;
}

async function main() {
  const server = await startTestDb({ rulesFile: RULES });
  const ns = uniqueNamespace('guess-rate');
  await seed(server, ns, '/secrets/admin_codes/site', 'k'.repeat(16));
  await seed(server, ns, '/lobby/proost/Privt', { name: 'x', creator_name: 'x', created_by: 'owner', private: true, created_at: 1, active_at: 1 });
  await seed(server, ns, '/secrets/rooms/proost/Privt/password', 'proost');
  await seed(server, ns, '/secretSanta/byCode/ABCDEFGHJK', { uid: 'owner', name: 'x' });
  const uids = Array.from({ length: UIDS }, (_, i) => `guesser${i}`);
  const clients = await connectClients(server, ns, UIDS, { uids });
  const rows: { secret: string; outcome: Outcome }[] = [];
  try {
    rows.push({
      secret: 'admin code',
      outcome: await hammer(clients, async (c, n) => {
        const code = `gjett${n}`;
        await set(ref(c.db, `admin_attempts/site/${c.uid}`), { uid: c.uid, code, at: serverTimestamp() });
        return set(ref(c.db, `admins/site/${c.uid}`), code).then(() => 'hit' as const, () => 'recorded' as const);
      }),
    });
    rows.push({
      secret: 'room password',
      outcome: await hammer(clients, async (c, n) => {
        const password = `gjett${n}`;
        await set(ref(c.db, `room_attempts/${c.uid}`), { uid: c.uid, game: 'proost', code: 'Privt', password, at: serverTimestamp() });
        return set(ref(c.db, `members/proost/Privt/${c.uid}`), password).then(() => 'hit' as const, () => 'recorded' as const);
      }),
    });
    rows.push({
      secret: 'santa code',
      outcome: await hammer(clients, async (c, n) => {
        const code = `ZZZZZ${String(n).padStart(5, '2').replace(/[01]/g, '2')}`.slice(0, 10);
        await set(ref(c.db, `secretSanta/lookups/${c.uid}`), { uid: c.uid, code, at: serverTimestamp() });
        return (await get(ref(c.db, `secretSanta/byCode/${code}`))).exists() ? 'hit' : 'recorded';
      }),
    });
  } finally {
    await closeClients(clients);
    await server.close();
  }

  console.log(`${UIDS} hostile uids, ${SECONDS} s each, against database.rules.json\n`);
  console.log('| secret | guesses sent | recorded (checkable) | hits | checkable guesses/s per uid |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { secret, outcome } of rows) {
    const perUid = outcome.recorded / UIDS / SECONDS;
    console.log(`| ${secret} | ${outcome.sent} | ${outcome.recorded} | ${outcome.hits} | ${perUid.toFixed(3)} |`);
  }

  // One IP address: 100 new uids an hour, each allowed one guess per 3 s, all kept (anonymous
  // accounts do not expire). After h hours it has 100·h uids, so G(h) = 100·r·3600·h²/2 guesses.
  const perUid = Math.max(...rows.map((r) => r.outcome.recorded / UIDS / SECONDS));
  const guessesAfter = (hours: number) => (NEW_UIDS_PER_HOUR_PER_IP * perUid * 3600 * hours * hours) / 2;
  const hoursFor = (guesses: number) => Math.sqrt((2 * guesses) / (NEW_UIDS_PER_HOUR_PER_IP * perUid * 3600));
  const human = (hours: number) =>
    hours < 1 ? `${Math.round(hours * 60)} min` : hours < 48 ? `${hours.toFixed(1)} h` : hours < 24 * 730 ? `${Math.round(hours / 24)} days` : hours < 24 * 365 * 1000 ? `${(hours / 24 / 365).toFixed(1)} years` : `${(hours / 24 / 365).toExponential(1)} years`;
  console.log(`\nOne IP address (≤ ${NEW_UIDS_PER_HOUR_PER_IP} new uids/hour): ${(NEW_UIDS_PER_HOUR_PER_IP * perUid).toFixed(0)} guesses/s after 1 hour, ` +
    `${(24 * NEW_UIDS_PER_HOUR_PER_IP * perUid).toFixed(0)}/s after a day, ${(168 * NEW_UIDS_PER_HOUR_PER_IP * perUid).toFixed(0)}/s after a week; ` +
    `${guessesAfter(24).toExponential(2)} guesses in the first day.\n`);
  const secrets: [string, number][] = [
    ['admin code, 4 digits (SPEC.md) — all tried', 1e4],
    ['admin code, 16 symbols of 32 (setup-project) — half tried', 32 ** 16 / 2],
    ['room password, a word from a 10,000-word list — all tried', 1e4],
    ['room password, 6 random lower-case letters — all tried', 26 ** 6],
    ['santa code, 5 symbols (SPEC.md), 200 signed up — first hit expected', 32 ** 5 / 200],
    ['santa code, 8 symbols, 200 signed up — first hit expected', 32 ** 8 / 200],
    ['santa code, 10 symbols (now), 200 signed up — first hit expected', 32 ** 10 / 200],
    ['santa code, 10 symbols (now), 10 signed up — first hit expected', 32 ** 10 / 10],
  ];
  console.log('| secret | guesses needed | one IP address needs |');
  console.log('|---|---:|---:|');
  for (const [name, guesses] of secrets) console.log(`| ${name} | ${guesses.toExponential(1)} | ${human(hoursFor(guesses))} |`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
