/** @jest-environment node */
// Presence and the rooms' privacy, hostile-guest style (docs/rooms.md "Presence", docs/design.md
// §4): nobody but the uid itself makes a phone that is there look away; a stale mark (last_seen
// older than the game's away limit by server time) anyone present may clear; one uid holds a few
// small marks, never a flood; the lobby entry and the room's settings agree on private; a
// migrated log or room whose creator was never recorded can be taken over (docs/deploy.md).
import { get, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { battleshotsGame } from '@/features/battleshots/lib/data';
import { proostGame } from '@/features/proost/lib/data';
import { createQuestGame } from '@/features/quest/lib/data';
import { createRoom, joinRoom, removeMember } from '@/lib/rooms/data';
import { NO_CREATOR, takeRole } from '@/lib/rooms/roles';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from './helpers';

describe('rules: presence marks and room privacy', () => {
  const rdb = setupRulesDb('presence', { users: ['challenger', 'guest'] });
  let creator: TestClient;
  let member: TestClient;
  let challenger: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let n = 0;
  beforeAll(() => {
    [creator, member, challenger, stranger, signedOut] = [rdb.as('creator'), rdb.as('member'), rdb.as('challenger'), rdb.as('stranger'), rdb.signedOut];
  });
  beforeEach(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await rdb.seed('rate', null);
    await rdb.seed('room_attempts', null);
  });
  afterEach(() => jest.restoreAllMocks());

  const ago = (ms: number) => Date.now() - ms;
  const mark = (game: string, code: string, uid: string, slot = 'c1') => `presence/${game}/${code}/${uid}/${slot}`;
  /** A phone of `uid` present as the app marks it: a mark and last_seen now, in one update. */
  const enter = (client: TestClient, game: string, code: string, uid: string) =>
    update(ref(client.db), { [mark(game, code, uid)]: true, [`last_seen/${game}/${code}/${uid}`]: serverTimestamp() });

  async function proostRoom() {
    const code = `Pr${String(++n).padStart(3, '0')}`;
    await rdb.seed('rate', null);
    await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(member.db, 'proost', code, 'member', { private: false });
    return code;
  }
  async function battleshotsRoom() {
    const code = `Bs${String(++n).padStart(3, '0')}`;
    await rdb.seed('rate', null);
    await createRoom(creator.db, battleshotsGame, 'creator', { code, name: 'Sjø', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(challenger.db, 'battleshots', code, 'challenger', { private: false });
    return code;
  }

  describe('who may clear a mark', () => {
    it('refuses the creator (and anyone else) removing the mark of a player who is there', async () => {
      const code = await battleshotsRoom();
      await expectAllowed(enter(challenger, 'battleshots', code, 'challenger'));
      // The audit's attack: clear the challenger's presence, then claim a forfeit.
      await expectDenied(remove(ref(creator.db, `presence/battleshots/${code}/challenger`)));
      await expectDenied(remove(ref(creator.db, mark('battleshots', code, 'challenger'))));
      await expectDenied(remove(ref(stranger.db, `presence/battleshots/${code}/challenger`)));
      await expectDenied(remove(ref(signedOut.db, `presence/battleshots/${code}/challenger`)));
      // Nor through removeMember: the membership goes, the mark of a phone that is there stays.
      await removeMember(creator.db, 'battleshots', code, 'challenger', { private: false });
      expect(await rdb.readAsOwner(`members/battleshots/${code}/challenger`)).toBeNull();
      expect(await rdb.readAsOwner(mark('battleshots', code, 'challenger'))).toBe(true);
      // The uid itself leaves, one phone or all of them.
      await expectAllowed(remove(ref(challenger.db, mark('battleshots', code, 'challenger'))));
      await rdb.seed(mark('battleshots', code, 'challenger', 'c2'), true);
      await expectAllowed(remove(ref(challenger.db, `presence/battleshots/${code}/challenger`)));
    });

    it('lets anyone in the room clear a stale mark: last_seen older than the game’s away limit by server time', async () => {
      const code = await battleshotsRoom();
      const path = `presence/battleshots/${code}/challenger`;
      await rdb.seed(mark('battleshots', code, 'challenger'), true);
      // Battleshots' away limit is a minute: 30 s is not stale, 2 minutes is.
      await rdb.seed(`last_seen/battleshots/${code}/challenger`, ago(30_000));
      await expectDenied(remove(ref(creator.db, path)));
      await rdb.seed(`last_seen/battleshots/${code}/challenger`, ago(120_000));
      await expectDenied(remove(ref(stranger.db, path)));
      await expectDenied(remove(ref(signedOut.db, path)));
      await expectAllowed(remove(ref(creator.db, path)));
      // A mark with no last_seen at all was not written by this app's phones: stale.
      await rdb.seed(mark('battleshots', code, 'creator'), true);
      await expectAllowed(remove(ref(challenger.db, `presence/battleshots/${code}/creator`)));
    });

    it('uses each game’s own limit: two minutes is stale in Battleshots, not in Proost (five)', async () => {
      const code = await proostRoom();
      const path = `presence/proost/${code}/member`;
      await rdb.seed(mark('proost', code, 'member'), true);
      await rdb.seed(`last_seen/proost/${code}/member`, ago(120_000));
      await expectDenied(remove(ref(creator.db, path)));
      await rdb.seed(`last_seen/proost/${code}/member`, ago(6 * 60_000));
      await expectAllowed(remove(ref(creator.db, path)));
      // removeMember clears a stale mark along with the membership.
      await rdb.seed(mark('proost', code, 'member'), true);
      await removeMember(creator.db, 'proost', code, 'member', { private: false });
      expect(await rdb.readAsOwner(path)).toBeNull();
    });

    it('keeps the czar of a Cah-style room present: a fresh last_seen refreshed by the phone keeps the mark', async () => {
      const code = await proostRoom();
      await expectAllowed(enter(member, 'proost', code, 'member'));
      await rdb.seed(`last_seen/proost/${code}/member`, ago(6 * 60_000));
      // The phone's next refresh (every 20 s) makes it fresh again before anyone may clear it.
      await expectAllowed(enter(member, 'proost', code, 'member'));
      await expectDenied(remove(ref(creator.db, `presence/proost/${code}/member`)));
    });
  });

  describe('floods', () => {
    it('refuses many marks, long keys and other shapes; a uid writes only its own few slots', async () => {
      const code = await proostRoom();
      const flood: Record<string, unknown> = {};
      for (let i = 0; i < 1000; i++) flood[mark('proost', code, 'member', `${'k'.repeat(690)}${i}`)] = true;
      await expectDenied(update(ref(member.db), flood));
      await expectDenied(set(ref(member.db, mark('proost', code, 'member', 'x'.repeat(700))), true));
      await expectDenied(set(ref(member.db, mark('proost', code, 'member', '-NxY7abcdEFGhijkLMno')), true));
      await expectDenied(set(ref(member.db, mark('proost', code, 'member', 'c10')), true));
      await expectDenied(set(ref(member.db, mark('proost', code, 'member', 'c1')), { at: 1 }));
      await expectDenied(set(ref(member.db, mark('proost', code, 'member', 'c1')), 1));
      await expectDenied(set(ref(member.db, `presence/proost/${code}/member`), { c1: true }));
      await expectDenied(set(ref(member.db, mark('proost', code, 'creator')), true));
      await expectAllowed(set(ref(member.db, mark('proost', code, 'member', 'c0')), true));
      await expectAllowed(set(ref(member.db, mark('proost', code, 'member', 'c9')), true));
    });

    it('holds for quest logs, where anyone signed in may be present', async () => {
      const id = `Flom${++n}`;
      await createQuestGame(creator.db, id, 'creator', 'Eventyr');
      const flood: Record<string, unknown> = {};
      for (let i = 0; i < 1000; i++) flood[mark('questlog', id, 'stranger', `${'k'.repeat(690)}${i}`)] = true;
      await expectDenied(update(ref(stranger.db), flood));
      await expectDenied(set(ref(stranger.db, mark('questlog', id, `${'u'.repeat(700)}`)), true));
      await expectDenied(set(ref(signedOut.db, mark('questlog', id, 'stranger')), true));
      await expectAllowed(enter(stranger, 'questlog', id, 'stranger'));
    });
  });

  describe('private in the lobby and in the settings', () => {
    const creation = (code: string, uid: string, lobbyPrivate: boolean, settingsPrivate: boolean) => ({
      [`lobby/proost/${code}`]: {
        name: 'Rom', creator_name: 'Ola', created_by: uid, private: lobbyPrivate,
        created_at: serverTimestamp(), active_at: serverTimestamp(),
      },
      [`codes/proost/${code.toLowerCase()}`]: code,
      [`members/proost/${code}/${uid}`]: lobbyPrivate ? 'hemmelig' : true,
      [`proost/${code}`]: { settings: { name: 'Rom', private: settingsPrivate, created_by: uid, allow_entries: true, allow_new_players: false, allow_screen_tap: false } },
      ...(lobbyPrivate ? { [`secrets/rooms/proost/${code}/password`]: 'hemmelig' } : {}),
      ...rateEntry('lobby', uid, `proost/${code}`),
    });

    it('refuses a room created public in the lobby and private in its settings, or the other way round', async () => {
      await expectDenied(update(ref(stranger.db), creation('Ulik1', 'stranger', false, true)));
      await expectDenied(update(ref(stranger.db), creation('Ulik2', 'stranger', true, false)));
      await expectAllowed(update(ref(stranger.db), creation('Lik01', 'stranger', false, false)));
    });

    it('lets nobody join with `true` when either place says private', async () => {
      // As the audit left it: the lobby says public, the settings private.
      await rdb.seed('lobby/proost/Ulik3', { name: 'Rom', creator_name: 'Ola', created_by: 'creator', private: false, created_at: 1, active_at: 1 });
      await rdb.seed('codes/proost/ulik3', 'Ulik3');
      await rdb.seed('proost/Ulik3', { settings: { name: 'Rom', private: true, created_by: 'creator', allow_entries: true, allow_new_players: false, allow_screen_tap: false } });
      await expectDenied(set(ref(stranger.db, 'members/proost/Ulik3/stranger'), true));
      await expectDenied(get(ref(stranger.db, 'proost/Ulik3')));
    });
  });

  describe('a role nobody holds (migrated, creator never recorded)', () => {
    const hiddenQuest = { id: 'q1', title: 'Skjult', description: '', reward: '', visible: false, completed: false, failed: false };

    it('is taken over at once by a player who has the quest log open, who then reads the hidden quests', async () => {
      const id = `Migrert${++n}`;
      await rdb.seed(`questlog/${id}`, { name: 'Fra før', settings: { created_by: NO_CREATOR, shape: 2 }, hidden: { q1: hiddenQuest } });
      await expectDenied(get(ref(member.db, `questlog/${id}/hidden`)));
      // Only someone present: a phone that never opened the log cannot, nor anyone signed out.
      await expectDenied(takeRole(member.db, 'questlog', id, 'member'));
      await expectDenied(takeRole(signedOut.db, 'questlog', id, 'member'));
      await expectAllowed(enter(member, 'questlog', id, 'member'));
      // Not for someone else, and not with a forged creator.
      await expectDenied(takeRole(member.db, 'questlog', id, 'guest'));
      await expectAllowed(takeRole(member.db, 'questlog', id, 'member'));
      expect(await rdb.readAsOwner(`questlog/${id}/settings/created_by`)).toBe('member');
      expect((await get(ref(member.db, `questlog/${id}/hidden`))).val()).toEqual({ q1: hiddenQuest });
      // The role is held now: the next visitor needs an offer or an absent creator.
      await expectAllowed(enter(stranger, 'questlog', id, 'stranger'));
      await expectDenied(takeRole(stranger.db, 'questlog', id, 'stranger'));
    });

    it('is taken over at once by a member of a migrated Proost room, not by a stranger', async () => {
      const code = await proostRoom();
      await rdb.seed(`proost/${code}/settings/created_by`, NO_CREATOR);
      await expectDenied(takeRole(stranger.db, 'proost', code, 'stranger'));
      await expectAllowed(takeRole(member.db, 'proost', code, 'member'));
      expect(await rdb.readAsOwner(`proost/${code}/settings/created_by`)).toBe('member');
    });
  });
});
