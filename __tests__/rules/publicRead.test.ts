/** @jest-environment node */
// A public room (its contents and its lobby entry), a fridge and a quest log's visible
// part can be read signed out, so a room page can paint its card from one REST read before any
// SDK or sign-in. Everything else
// (private rooms, hands, boards, plays, hidden quests, secrets, codes, members, presence, and
// every listing) stays refused, through the SDK and through plain REST alike.
import { get, ref } from 'firebase/database';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { firebaseOptions } from '@/lib/firebase/config';
import { startRulesDb } from './helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';
import { newViewKey, viewKeySecrets } from '@/lib/rooms/viewKey';

type Ctx = Awaited<ReturnType<typeof startRulesDb>>;
let ctx: Ctx;
let signedOut: TestClient;
let stranger: TestClient;
let member: TestClient;

// The page's origin as localdb's test server allows it (stands in for the Hosting emulator's).
const PAGE_ORIGIN = 'http://localhost';

type Game = 'proost' | 'cah' | 'battleshots';
const GAMES: Game[] = ['proost', 'cah', 'battleshots'];
const content = (game: Game, code: string) => (game === 'cah' ? `cah/games/${code}` : `${game}/${code}`);

/** A room seeded as the app creates it; `lobby`/`settings` say what each copy of the flag holds. */
function roomSeed(game: Game, code: string, lobbyPrivate: boolean | null, settingsPrivate: boolean | null) {
  const settings: Record<string, unknown> = { name: `Rom ${code}`, created_by: 'creator' };
  if (settingsPrivate !== null) settings.private = settingsPrivate;
  const entries: Record<string, unknown> = {
    [content(game, code)]: { settings, players: { p1: { name: 'Kari' } } },
    [`members/${game}/${code}/creator`]: true,
    [`members/${game}/${code}/member`]: true,
    [`presence/${game}/${code}/member/c1`]: true,
    [`last_seen/${game}/${code}/member`]: 1,
  };
  if (lobbyPrivate !== null) {
    entries[`lobby/${game}/${code}`] = {
      name: `Rom ${code}`,
      creator_name: 'Ola',
      created_by: 'creator',
      private: lobbyPrivate,
      created_at: 1,
      active_at: 1,
    };
    entries[`codes/${game}/${code.toLowerCase()}`] = code;
  }
  if (lobbyPrivate || settingsPrivate) entries[`secrets/rooms/${game}/${code}/password`] = 'hemmelig';
  // A private room's members read it by its view key (lib/rooms/viewKey.ts), as createRoom makes it.
  if (settingsPrivate) {
    const view = newViewKey();
    Object.assign(entries, viewKeySecrets(game, code, view));
    (entries[content(game, code)] as Record<string, unknown>).k = view.key;
  }
  return entries;
}

// Per game: a public room, a private one, two where the copies disagree (one forged), one
// without the flag, one whose lobby entry is gone.
const ROOMS = {
  public: 'PubRm',
  private: 'PriRm',
  lobbySaysPublic: 'FrgLb',
  roomSaysPublic: 'FrgRm',
  noFlag: 'NoFlg',
  noLobby: 'NoLby',
} as const;

beforeAll(async () => {
  ctx = await startRulesDb('public-read');
  [signedOut] = await connectClients(ctx.server, ctx.ns, 1);
  [stranger, member] = await connectClients(ctx.server, ctx.ns, 2, { uids: ['stranger', 'member'] });
  const entries: Record<string, unknown> = {};
  for (const game of GAMES) {
    Object.assign(
      entries,
      roomSeed(game, ROOMS.public, false, false),
      roomSeed(game, ROOMS.private, true, true),
      roomSeed(game, ROOMS.lobbySaysPublic, false, true),
      roomSeed(game, ROOMS.roomSaysPublic, true, false),
      roomSeed(game, ROOMS.noFlag, false, null),
      roomSeed(game, ROOMS.noLobby, null, false),
    );
  }
  Object.assign(entries, {
    [`cah/hands/${ROOMS.public}/0/member/0`]: { from: 'bank', text: 'hemmelig hånd' },
    [`cah/plays/${ROOMS.public}/0/1/member`]: { cards: [1] },
    [`cah/decks/${ROOMS.public}/0/0`]: { from: 'bank' },
    [`cah/draws/${ROOMS.public}/0/0`]: { uid: 'member' },
    [`battleshots_boards/${ROOMS.public}/creator`]: { ships: 'hemmelig' },
    'room_attempts/member': { game: 'proost', code: ROOMS.private, password: 'x', at: 1 },
    'secrets/rooms/proost/PubRm/password': 'ingen',
    'fridge/categories': { 0: { name: 'Meieri' }, 1: { name: 'Frukt' } },
    'fridge/kjoleskap': {
      info: { name: 'Hytta', created_at: 1, created_by: 'creator' },
      stock: { i1: { id: 'i1', name: 'Melk', category: 0 } },
    },
    'questlog/eventyr': {
      name: 'Eventyret',
      settings: { created_by: 'creator', created_at: 1, shape: 2 },
      quests: { q1: { id: 'q1', title: 'Finn skatten', visible: true } },
      hidden: { q2: { id: 'q2', title: 'Forræderen', visible: false } },
    },
    'questlog/gammel': {
      name: 'Gammel form',
      settings: { created_by: 'creator', created_at: 1 },
      quests: { q1: { id: 'q1', title: 'Old shape' } },
    },
    'presence/questlog/eventyr/member/c1': true,
  });
  // The seed above has a password for PubRm only to prove secrets stay closed even then.
  for (const [p, value] of Object.entries(entries)) await seed(ctx.server, ctx.ns, p, value);
});

afterAll(async () => {
  await closeClients([signedOut, stranger, member]);
  await ctx.server.close();
});

/** Exactly the URL a page builds from the Firebase config's databaseURL (emulator form). */
function restUrl(path: string): string {
  const { port } = new URL(ctx.server.url);
  const { databaseURL } = firebaseOptions({ host: '127.0.0.1', authPort: 9099, databasePort: Number(port), namespace: ctx.ns });
  const url = new URL(databaseURL!);
  url.pathname = `/${path}.json`;
  return url.toString();
}

async function restGet(path: string) {
  const res = await fetch(restUrl(path), { headers: { Origin: PAGE_ORIGIN } });
  return { status: res.status, body: await res.json(), cors: res.headers.get('access-control-allow-origin') };
}

/** Whether `client` may read `path` through the SDK (permission errors only; others throw). */
async function sdkReads(client: TestClient, path: string): Promise<boolean> {
  try {
    await get(path ? ref(client.db, path) : ref(client.db));
    return true;
  } catch (error) {
    if (/permission[_ ]denied/i.test(String(error))) return false;
    throw error;
  }
}

async function expectSignedOutRead(path: string, allowed: boolean) {
  expect({ path, sdk: await sdkReads(signedOut, path) }).toEqual({ path, sdk: allowed });
  const rest = await restGet(path);
  if (allowed) {
    expect({ path, status: rest.status }).toEqual({ path, status: 200 });
  } else {
    expect({ path, status: rest.status, body: rest.body }).toEqual({ path, status: 401, body: { error: 'Permission denied' } });
  }
  // The refusal must reach the page's code too, not end as a CORS error.
  expect(rest.cors).toBe(PAGE_ORIGIN);
}

it('the REST URL is the databaseURL with the path and .json before its ?ns=', () => {
  expect(restUrl('proost/FestA')).toBe(`${ctx.server.url.replace(/\/$/, '')}/proost/FestA.json?ns=${ctx.ns}`);
});

describe.each(GAMES)('%s rooms', (game) => {
  it('a public room reads signed out, through the SDK and REST, with its contents', async () => {
    await expectSignedOutRead(content(game, ROOMS.public), true);
    const rest = await restGet(content(game, ROOMS.public));
    expect(rest.body).toEqual({
      settings: { name: `Rom ${ROOMS.public}`, created_by: 'creator', private: false },
      players: { p1: { name: 'Kari' } },
    });
    expect((await get(ref(signedOut.db, `${content(game, ROOMS.public)}/players/p1/name`))).val()).toBe('Kari');
  });

  it('a signed-in stranger reads a public room too, but not a private one', async () => {
    expect(await sdkReads(stranger, content(game, ROOMS.public))).toBe(true);
    expect(await sdkReads(stranger, content(game, ROOMS.private))).toBe(false);
  });

  it('members still read their private room, by its view key and never at its path', async () => {
    // The path first: once the key's query has the room, the SDK would answer from its cache.
    expect(await sdkReads(member, content(game, ROOMS.private))).toBe(false);
    expect((await getRoomContent(member.db, game, ROOMS.private)).child('players/p1/name').val()).toBe('Kari');
  });

  it('a private room stays closed signed out, whichever copy of the flag is forged or missing', async () => {
    await expectSignedOutRead(content(game, ROOMS.private), false);
    await expectSignedOutRead(`${content(game, ROOMS.private)}/settings`, false);
    await expectSignedOutRead(`${content(game, ROOMS.private)}/players`, false);
    await expectSignedOutRead(content(game, ROOMS.lobbySaysPublic), false);
    await expectSignedOutRead(content(game, ROOMS.roomSaysPublic), false);
    await expectSignedOutRead(content(game, ROOMS.noFlag), false);
    await expectSignedOutRead(content(game, ROOMS.noLobby), false);
    expect(await sdkReads(stranger, content(game, ROOMS.lobbySaysPublic))).toBe(false);
  });

  it('a room that does not exist is refused, not shown as empty', async () => {
    await expectSignedOutRead(content(game, 'Ingen'), false);
  });

  it("a public room's lobby entry reads signed out (the header's «Laget av»); a private or forged one does not", async () => {
    await expectSignedOutRead(`lobby/${game}/${ROOMS.public}`, true);
    expect((await restGet(`lobby/${game}/${ROOMS.public}`)).body).toMatchObject({ creator_name: 'Ola', private: false });
    for (const code of [ROOMS.private, ROOMS.lobbySaysPublic, ROOMS.roomSaysPublic, ROOMS.noFlag]) {
      await expectSignedOutRead(`lobby/${game}/${code}`, false);
      await expectSignedOutRead(`lobby/${game}/${code}/creator_name`, false);
    }
  });

  it('members, presence, last seen, codes and secrets of a public room stay closed', async () => {
    for (const p of [
      `members/${game}/${ROOMS.public}`,
      `members/${game}/${ROOMS.public}/member`,
      `presence/${game}/${ROOMS.public}`,
      `last_seen/${game}/${ROOMS.public}`,
      `codes/${game}/${ROOMS.public.toLowerCase()}`,
      `secrets/rooms/${game}/${ROOMS.public}`,
    ]) {
      await expectSignedOutRead(p, false);
    }
  });

  it('listings stay refused', async () => {
    const rooms = game === 'cah' ? 'cah/games' : game;
    for (const p of [rooms, `lobby/${game}`, `members/${game}`, `codes/${game}`]) await expectSignedOutRead(p, false);
    // The lobby is listed for the signed in (the room lists); the rooms themselves never are.
    expect(await sdkReads(stranger, rooms)).toBe(false);
    // Nor as the lobby's own query, though single public entries are readable.
    const query = `${restUrl(`lobby/${game}`)}&orderBy=${encodeURIComponent('"active_at"')}&limitToLast=50`;
    expect((await fetch(query, { headers: { Origin: PAGE_ORIGIN } })).status).toBe(401);
  });
});

it('hands, plays, decks, draws and boards of a public room stay closed signed out', async () => {
  for (const p of [
    'cah',
    `cah/hands/${ROOMS.public}`,
    `cah/hands/${ROOMS.public}/0/member`,
    `cah/plays/${ROOMS.public}/0/1`,
    `cah/plays/${ROOMS.public}/0/1/member`,
    `cah/decks/${ROOMS.public}/0/0`,
    `cah/draws/${ROOMS.public}/0/0`,
    'cah/questionBank',
    'battleshots_boards',
    `battleshots_boards/${ROOMS.public}`,
    `battleshots_boards/${ROOMS.public}/creator`,
  ]) {
    await expectSignedOutRead(p, false);
  }
});

it('the root, secrets, members, presence, attempts and other top-level nodes stay closed', async () => {
  for (const p of ['', 'secrets', 'members', 'presence', 'last_seen', 'codes', 'lobby', 'room_attempts', 'room_attempts/member', 'rate']) {
    await expectSignedOutRead(p, false);
  }
});

describe('fridges', () => {
  it('a fridge reads signed out (its id is the shared link), as do the categories', async () => {
    await expectSignedOutRead('fridge/kjoleskap', true);
    expect((await restGet('fridge/kjoleskap')).body).toMatchObject({ info: { name: 'Hytta' }, stock: { i1: { name: 'Melk' } } });
    await expectSignedOutRead('fridge/categories', true);
    expect((await restGet('fridge/categories')).body).toEqual([{ name: 'Meieri' }, { name: 'Frukt' }]);
  });

  it('a fridge nobody made reads as null', async () => {
    await expectSignedOutRead('fridge/ingen', true);
    expect((await restGet('fridge/ingen')).body).toBeNull();
  });

  it('the list of fridges and over-long ids stay refused', async () => {
    await expectSignedOutRead('fridge', false);
    await expectSignedOutRead(`fridge/${'x'.repeat(65)}`, false);
  });
});

describe('quest logs', () => {
  it('name, settings and visible quests read signed out', async () => {
    await expectSignedOutRead('questlog/eventyr/name', true);
    await expectSignedOutRead('questlog/eventyr/settings', true);
    await expectSignedOutRead('questlog/eventyr/quests', true);
    expect((await restGet('questlog/eventyr/quests')).body).toEqual({ q1: { id: 'q1', title: 'Finn skatten', visible: true } });
    expect((await restGet('questlog/eventyr/name')).body).toBe('Eventyret');
  });

  it('hidden quests, the whole log, presence and the list of logs stay refused', async () => {
    await expectSignedOutRead('questlog/eventyr/hidden', false);
    await expectSignedOutRead('questlog/eventyr/hidden/q2', false);
    await expectSignedOutRead('questlog/eventyr', false);
    await expectSignedOutRead('questlog', false);
    await expectSignedOutRead('presence/questlog/eventyr', false);
    expect(await sdkReads(stranger, 'questlog/eventyr/hidden')).toBe(false);
  });

  it('quests of a log in the old shape stay refused, as for the signed in', async () => {
    await expectSignedOutRead('questlog/gammel/quests', false);
  });
});
