/** @jest-environment node */
// A role is not lost with a phone. The creator hands the role over by an offer the
// first member takes; a creator absent (no presence, last seen ABSENT_MS ago by server time) can
// be replaced by a member. Everyone else, and every forged variant, is refused.
import { ref, remove, serverTimestamp, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { proostGame, setSwitch } from '@/features/proost/lib/data';
import { createQuestGame } from '@/features/quest/lib/data';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { ABSENT_MS, offerRole, takeRole, withdrawOffer } from '@/lib/rooms/roles';
import { expectAllowed, expectDenied, setupRulesDb } from './helpers';

describe('rules: creator hand-over and take-over', () => {
  const rdb = setupRulesDb('roles', { users: ['heir'] });
  let creator: TestClient;
  let member: TestClient;
  let heir: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let n = 0;
  beforeAll(() => {
    [creator, member, heir, stranger, signedOut] = [rdb.as('creator'), rdb.as('member'), rdb.as('heir'), rdb.as('stranger'), rdb.signedOut];
  });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  // Rooms, fridges and items are created as the same uids test after test (the per-uid rate, docs/security.md "Floods").
  beforeEach(() => rdb.seed('rate', null));
  afterEach(() => jest.restoreAllMocks());

  const longAgo = () => Date.now() - ABSENT_MS - 60_000;

  describe('Proost rooms', () => {
    async function room() {
      const code = `Ro${String(++n).padStart(3, '0')}`;
      await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
      await joinRoom(member.db, 'proost', code, 'member', { private: false });
      await joinRoom(heir.db, 'proost', code, 'heir', { private: false });
      return code;
    }
    const createdBy = (code: string) => rdb.readAsOwner(`proost/${code}/settings/created_by`);

    it('hands the role over: the creator offers, the first member to take it becomes creator, the offer closes', async () => {
      const code = await room();
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      await expectAllowed(offerRole(creator.db, 'proost', code));
      await expectAllowed(takeRole(heir.db, 'proost', code, 'heir'));
      expect(await createdBy(code)).toBe('heir');
      expect(await rdb.readAsOwner(`proost/${code}/settings/handover_at`)).toBeNull();
      // The offer is spent: the second member is too late, and the old creator has no say now.
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      await expectDenied(setSwitch(creator.db, code, 'allow_entries', false));
      await expectAllowed(setSwitch(heir.db, code, 'allow_entries', false));
    });

    it('refuses offers by members, takes by strangers or signed out, taking it for someone else, and a withdrawn offer', async () => {
      const code = await room();
      await expectDenied(offerRole(member.db, 'proost', code));
      await expectAllowed(offerRole(creator.db, 'proost', code));
      await expectDenied(takeRole(stranger.db, 'proost', code, 'stranger'));
      await expectDenied(takeRole(signedOut.db, 'proost', code, 'stranger'));
      await expectDenied(update(ref(member.db, `proost/${code}/settings`), { created_by: 'heir', handover_at: null }));
      await expectDenied(set(ref(member.db, `proost/${code}/settings/handover_at`), null));
      await expectDenied(set(ref(creator.db, `proost/${code}/settings/handover_at`), Date.now() + 3_600_000));
      await expectAllowed(withdrawOffer(creator.db, 'proost', code));
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      // The creator cannot hand the role to a uid directly (that is what the offer is for).
      await expectDenied(set(ref(creator.db, `proost/${code}/settings/created_by`), 'member'));
      expect(await createdBy(code)).toBe('creator');
    });

    it('refuses an offer older than its window', async () => {
      const code = await room();
      await rdb.seed(`proost/${code}/settings/handover_at`, Date.now() - 11 * 60_000);
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
    });

    it('lets a member take the role of a creator with no phone in the room and last seen long ago', async () => {
      const code = await room();
      await rdb.seed(`last_seen/proost/${code}/creator`, longAgo());
      await expectDenied(takeRole(stranger.db, 'proost', code, 'stranger'));
      await expectAllowed(takeRole(member.db, 'proost', code, 'member'));
      expect(await createdBy(code)).toBe('member');
    });

    it('refuses a take-over while the creator is present, or was seen a moment ago', async () => {
      const code = await room();
      await rdb.seed(`last_seen/proost/${code}/creator`, longAgo());
      await rdb.seed(`presence/proost/${code}/creator/c1`, true);
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      await rdb.seed(`presence/proost/${code}/creator`, null);
      await rdb.seed(`last_seen/proost/${code}/creator`, Date.now() - 30_000);
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      // No last-seen record at all: the room's age decides, and this room is new.
      await rdb.seed(`last_seen/proost/${code}/creator`, null);
      await expectDenied(takeRole(member.db, 'proost', code, 'member'));
      expect(await createdBy(code)).toBe('creator');
    });

    it('records last seen by server time for members only, and only their own', async () => {
      const code = await room();
      await expectAllowed(set(ref(member.db, `last_seen/proost/${code}/member`), serverTimestamp()));
      await expectDenied(set(ref(member.db, `last_seen/proost/${code}/member`), longAgo()));
      await expectDenied(set(ref(member.db, `last_seen/proost/${code}/member`), Date.now() + 3_600_000));
      await expectDenied(set(ref(member.db, `last_seen/proost/${code}/creator`), serverTimestamp()));
      await expectDenied(remove(ref(member.db, `last_seen/proost/${code}/member`)));
      await expectDenied(set(ref(stranger.db, `last_seen/proost/${code}/stranger`), serverTimestamp()));
    });
  });

  describe('quest logs', () => {
    async function game() {
      const id = `Rolle${++n}`;
      await createQuestGame(creator.db, id, 'creator', 'Eventyr');
      return id;
    }
    const createdBy = (id: string) => rdb.readAsOwner(`questlog/${id}/settings/created_by`);

    it('hands the role to a player who has the quest log open', async () => {
      const id = await game();
      await expectAllowed(offerRole(creator.db, 'questlog', id));
      // Only someone present takes it: a phone that never opened the log cannot.
      await expectDenied(takeRole(stranger.db, 'questlog', id, 'stranger'));
      await expectAllowed(set(ref(heir.db, `presence/questlog/${id}/heir/c1`), true));
      await expectAllowed(takeRole(heir.db, 'questlog', id, 'heir'));
      expect(await createdBy(id)).toBe('heir');
      // The new creator reads the hidden quests; the old one no longer writes them.
      await expectAllowed(set(ref(heir.db, `questlog/${id}/hidden/q1`), { id: 'q1', title: 'Ny', description: '', reward: '', visible: false, completed: false, failed: false }));
      await expectDenied(remove(ref(creator.db, `questlog/${id}/hidden/q1`)));
    });

    it('lets a present player take over from a creator away long enough, and no sooner', async () => {
      const id = await game();
      await set(ref(member.db, `presence/questlog/${id}/member/c1`), true);
      await expectDenied(takeRole(member.db, 'questlog', id, 'member'));
      await rdb.seed(`last_seen/questlog/${id}/creator`, longAgo());
      await expectDenied(offerRole(member.db, 'questlog', id));
      await expectDenied(takeRole(signedOut.db, 'questlog', id, 'member'));
      await expectAllowed(takeRole(member.db, 'questlog', id, 'member'));
      expect(await createdBy(id)).toBe('member');
    });

    it('refuses a take-over of a quest log that knows neither when it was made nor when its creator was there', async () => {
      const id = `Gammel${++n}`;
      await rdb.seed(`questlog/${id}`, { name: 'Fra før', settings: { created_by: 'creator' } });
      await set(ref(member.db, `presence/questlog/${id}/member/c1`), true);
      await expectDenied(takeRole(member.db, 'questlog', id, 'member'));
      await rdb.seed(`last_seen/questlog/${id}/creator`, longAgo());
      await expectAllowed(takeRole(member.db, 'questlog', id, 'member'));
    });

    it('refuses forged creation times and changes to created_at', async () => {
      const id = await game();
      await expectDenied(set(ref(creator.db, `questlog/${id}/settings/created_at`), 1));
      await expectDenied(set(ref(stranger.db, `questlog/Ny${n}`), { name: 'x', settings: { created_by: 'stranger', created_at: 1 } }));
    });
  });
});
