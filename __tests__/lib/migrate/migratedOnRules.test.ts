/**
 * The migrated export under the real rules, used the way the portal uses it: creators keep their
 * rights, the old password still opens a private room, hidden quests stay hidden, fridge taps
 * pass validation, secret santa codes open their assignments, and the kept-aside data is
 * readable by nobody.
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { get, ref, set } from 'firebase/database';
import { mapBattleshotsRoom, placeFleet } from '@/features/battleshots/lib/data';
import { FLEET } from '@/features/battleshots/lib/fleet';
import { changeStock } from '@/features/fridge/lib/data';
import { UNMAPPED_NODE } from '@/lib/migrate/migrate';
import { setSwitch } from '@/features/proost/lib/data';
import { setQuestVisible } from '@/features/quest/lib/data';
import { mapQuest } from '@/features/quest/lib/quest';
import { markAnswered } from '@/features/questions/lib/data';
import { findRoom, joinRoom } from '@/lib/rooms/data';
import { lookUpCode } from '@/features/secretSanta/lib/data';
import { expectAllowed, expectDenied, read, setupRulesDb } from '../../rules/helpers';
import { getRoomContent } from '@/lib/rooms/roomContent';
import type { TestClient } from '@/localdb/testing';
import type { RoomGame } from '@/lib/firebase/paths';

/** A node of a room's contents as the app reads it (a private room by its view key). */
const readRoom = async (client: TestClient, game: RoomGame, code: string, path: string) => (await getRoomContent(client.db, game, code, path)).val();

jest.setTimeout(60_000);
const ROOT = path.join(__dirname, '..', '..', '..');
const out = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'export.migrated.json');

// The command itself, as the owner runs it, produces the file the database is loaded from.
const migrated: Record<string, unknown> = {};

const db = setupRulesDb('migrated', { users: ['uidOla', 'uidKari', 'uidPer', 'uidAnn', 'uidBob'] });

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'migrate.ts'), path.join(__dirname, 'spec-export.json'), '--out', out, '--now', String(Date.UTC(2026, 10, 25))],
    { cwd: ROOT },
  );
  expect(stdout).toContain('Could not be mapped (kept under migration_unmapped/)');
  expect(stdout).toContain(`Wrote ${out}`);
  Object.assign(migrated, JSON.parse(readFileSync(out, 'utf8')));
  for (const [node, value] of Object.entries(migrated)) await db.seed(node, value);
});

describe('migrated data under the real rules', () => {
  it('a room creator keeps the switches; others do not', async () => {
    await expectAllowed(setSwitch(db.as('uidOla').db, 'Hytte', 'allow_screen_tap', true));
    await expectDenied(setSwitch(db.as('uidPer').db, 'Hytte', 'allow_screen_tap', false));
  });

  it('the old password still opens a private room (typed in another case of code), and a stranger cannot read it', async () => {
    await expectDenied(read(db.as('uidPer'), 'proost/Hytte'));
    await expectDenied(read(db.as('uidPer'), 'secrets/rooms/proost/Hytte/password'));
    const found = await findRoom(db.as('uidPer').db, 'proost', 'hytte');
    expect(found?.code).toBe('Hytte');
    // The rules refused it; joinRoom says so in Norwegian.
    await expect(joinRoom(db.as('uidPer').db, 'proost', 'Hytte', 'uidPer', { private: true }, 'feil')).rejects.toThrow('Feil passord');
    await expectAllowed(joinRoom(db.as('uidPer').db, 'proost', 'Hytte', 'uidPer', { private: true }, 'proost'));
    expect(await readRoom(db.as('uidPer'), 'proost', 'Hytte', 'proost/Hytte/settings/name')).toBe('Hyttetur');
  });

  it('players of an old room are members already', async () => {
    expect(await readRoom(db.as('uidBob'), 'cah', 'Kort1', 'cah/games/Kort1/settings/name')).toBe('Kortkveld');
    expect(await readRoom(db.as('uidKari'), 'battleshots', 'Skip1', 'battleshots/Skip1/challenger')).toBe('uidKari');
  });

  it('a Battleshots room keeps only settings the rules accept, and its two seats can start a game', async () => {
    const settings = await readRoom(db.as('uidOla'), 'battleshots', 'Skip1', 'battleshots/Skip1/settings');
    // The creator writing the stored settings back as they are: nothing in them is refused.
    await expectAllowed(set(ref(db.as('uidOla').db, 'battleshots/Skip1/settings'), settings));
    const room = async () => mapBattleshotsRoom(await db.readAsOwner('battleshots/Skip1'))!;
    const fleet = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));
    await expectAllowed(placeFleet(db.as('uidOla').db, 'Skip1', 'uidOla', await room(), fleet));
    await expectAllowed(placeFleet(db.as('uidKari').db, 'Skip1', 'uidKari', await room(), fleet));
    expect((await room()).settings.gameActive).toBe(true);
  });

  it('hidden quests are out of players\' reach, and the creator can still show one', async () => {
    await expectDenied(read(db.as('uidPer'), 'questlog/Q1/hidden'));
    const hidden = (await read(db.as('uidOla'), 'questlog/Q1/hidden/-Qb')) as unknown;
    const quest = mapQuest('-Qb', hidden, false)!;
    await expectAllowed(setQuestVisible(db.as('uidOla').db, 'Q1', quest, true));
    expect(await read(db.as('uidPer'), 'questlog/Q1/quests/-Qb/title')).toBe('Forræderen i rådet');
  });

  it('every migrated fridge item passes validation when a phone taps it (the tap rewrites the whole item)', async () => {
    for (const key of ['-I001', '-I002', '-I003']) {
      await expectAllowed(changeStock(db.as('uidPer').db, 'hjemme', key, 'remove'));
      await expectAllowed(changeStock(db.as('uidPer').db, 'hjemme', key, 'add'));
    }
    expect(await db.readAsOwner('fridge/hjemme/stock/-I002/quantity')).toBe(3);
  });

  it('a secret santa code opens its own assignment, and only that one', async () => {
    const olaCode = (await read(db.as('uidOla'), 'secretSanta/codes/uidOla')) as string;
    expect(olaCode).toHaveLength(10); // SPEC's five-symbol code made way for a new one
    await expectDenied(read(db.as('uidPer'), 'secretSanta/codes/uidOla'));
    await expectDenied(read(db.as('uidPer'), 'secretSanta/draw/uidOla'));
    // Ola on another phone: types the code, then sees the assignment.
    const owner = await lookUpCode(db.as('uidPer').db, 'uidPer', olaCode.toLowerCase());
    expect(owner.giverUid).toBe('uidOla');
    expect(await read(db.as('uidPer'), 'secretSanta/draw/uidOla/name')).toBe('Kari');
    expect(await read(db.as('uidKari'), 'secretSanta/draw/uidKari/name')).toBe('Per');
  });

  it('an old question can be answered', async () => {
    await expectAllowed(markAnswered(db.as('uidKari').db, 'uidKari', '-Q001'));
    expect(await db.readAsOwner('questions/-Q001/answered')).toBe(true);
  });

  it('the kept-aside data is readable by nobody', async () => {
    expect(migrated[UNMAPPED_NODE]).toBeDefined();
    await expectDenied(get(ref(db.as('uidOla').db, UNMAPPED_NODE)));
    await expectDenied(read(db.as('uidOla'), `${UNMAPPED_NODE}/secretSanta`));
  });
});
