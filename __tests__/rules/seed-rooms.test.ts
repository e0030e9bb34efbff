/** @jest-environment node */
// The demo rooms in localdb/seed.json work with the real rules: a guest joins the public one,
// the private one only with the password docs/rooms.md names ("proost"), and can then play.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { drawNextCard, mapProostRoom } from '@/lib/proost/data';
import { findRoom, joinRoom } from '@/lib/rooms/data';
import { get, ref } from 'firebase/database';
import { startRulesDb } from './helpers';

const SEED = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'localdb', 'seed.json'), 'utf8'))['demo-portalen'];

describe('demo rooms in the seed file', () => {
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let guest: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('seed-rooms');
    for (const key of ['lobby', 'codes', 'secrets', 'proost']) await seed(ctx.server, ctx.ns, `/${key}`, SEED[key]);
    [guest] = await connectClients(ctx.server, ctx.ns, 1, { uids: ['guest'] });
  });

  afterAll(async () => {
    await closeClients([guest]);
    await ctx.server.close();
  });

  it('lists a public and a private Proost room', async () => {
    const lobby = (await get(ref(guest.db, 'lobby/proost'))).val();
    expect(Object.values(lobby).map((room) => (room as { private: boolean }).private).sort()).toEqual([false, true]);
  });

  it('lets a guest join the public room and draw a card', async () => {
    const found = (await findRoom(guest.db, 'proost', 'festa'))!;
    expect(found.room.private).toBe(false);
    await joinRoom(guest.db, 'proost', found.code, 'guest', found.room);
    const room = mapProostRoom((await get(ref(guest.db, `proost/${found.code}`))).val())!;
    expect(room.questions.length).toBeGreaterThan(0);
    await expect(drawNextCard(guest.db, found.code, 'guest', room)).resolves.toBe(true);
  });

  it('lets a guest into the private room with the password docs/rooms.md names only', async () => {
    const found = (await findRoom(guest.db, 'proost', 'HYTTE'))!;
    expect(found.room.private).toBe(true);
    await expect(joinRoom(guest.db, 'proost', found.code, 'guest', found.room, 'feil')).rejects.toThrow('Feil passord');
    // One guess per uid every few seconds (issue 23 §2): clear the guest's clock as owner.
    await seed(ctx.server, ctx.ns, '/room_attempts/guest', null);
    await joinRoom(guest.db, 'proost', found.code, 'guest', found.room, 'proost');
    expect((await get(ref(guest.db, `proost/${found.code}/players`))).exists()).toBe(true);
  });
});
