/** @jest-environment node */
// The way back. Who may delete or edit what (its author, the creator, an admin),
// that «Angre» can write back exactly what was there, and that everyone else stays locked out.
import { get, push, ref, remove, set, update } from 'firebase/database';
import type { TestClient } from '@/localdb/testing';
import { addItem, createFridge, deleteItem, editItem, restoreItem, type NewItem } from '@/features/fridge/lib/data';
import { addQuestion, deleteQuestion, proostGame, restoreQuestion, setSwitch } from '@/features/proost/lib/data';
import { addQuest, createQuestGame, deleteQuest, editQuest, restoreQuest, setQuestVisible } from '@/features/quest/lib/data';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { lookUpCode, removePerson, restorePerson, signUp, UNKNOWN_CODE_TEXT, withdraw } from '@/features/secretSanta/lib/data';
import { addPlayer as addSwgPlayer, removePlayer as removeSwgPlayer, renamePlayer, undo as undoSwg } from '@/features/swg/lib/data';
import { expectAllowed, expectDenied, rateEntry, setupRulesDb } from './helpers';

const ITEM: NewItem = { name: 'Melk', quantity: '2', quantityType: 'Stk', category: 1, shelf: 'Døra', barcode: '', expirationDate: '2030-01-10' };

describe('rules: undo, edit and delete', () => {
  const rdb = setupRulesDb('undo', {
    users: ['author', 'other', 'swgadmin'],
    seed: {
      'fridge/categories': { 1: 'Meieri', 4: 'Diverse' },
      'secrets/admin_codes/site': 'site-kode',
      'secrets/admin_codes/swg': 'swg-kode',
      'admins/site/admin': 'site-kode',
      'admins/swg/swgadmin': 'swg-kode',
    },
  });
  let creator: TestClient;
  let author: TestClient;
  let other: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let signedOut: TestClient;
  let n = 0;
  beforeAll(() => {
    [creator, author, other, stranger, admin, signedOut] = ['creator', 'author', 'other', 'stranger', 'admin'].map((u) => rdb.as(u)).concat(rdb.signedOut);
  });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  // Rooms, fridges and items are created as the same uids test after test (the per-uid rate, docs/security.md "Floods").
  beforeEach(() => rdb.seed('rate', null));
  afterEach(() => jest.restoreAllMocks());

  describe('Proost questions', () => {
    async function room() {
      const code = `Un${String(++n).padStart(3, '0')}`;
      await createRoom(creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
      for (const [client, uid] of [[author, 'author'], [other, 'other']] as const) await joinRoom(client.db, 'proost', code, uid, { private: false });
      await addQuestion(author.db, code, 'author', 'Skål!', 'Generelt');
      // Its text sits in the hidden deck (proostDeck/{code}), its index entry in the room (deck/).
      const texts = (await rdb.readAsOwner(`proostDeck/${code}`)) as Record<string, { text: string; by: string; type: 'Generelt' }>;
      const key = Object.keys(texts).find((k) => texts[k].by === 'author')!;
      return { code, key, question: { key, ...texts[key] } };
    }

    it('lets the author delete a question and put it back with «Angre»', async () => {
      const { code, key, question } = await room();
      await expectAllowed(deleteQuestion(author.db, code, 'author', question));
      expect(await rdb.readAsOwner(`proost/${code}/deck/${key}`)).toBeNull();
      // The delete left a tombstone naming the author (docs/rooms.md §Undo), so putting exactly
      // this back costs no rate node; any other new key without one is still refused.
      await expectDenied(
        update(ref(author.db), {
          [`proost/${code}/deck/${key}x`]: { by: 'author', type: 'Generelt', players: 0 },
          [`proostDeck/${code}/${key}x`]: { text: 'Ny', by: 'author', type: 'Generelt' },
        }),
      );
      await expectAllowed(restoreQuestion(author.db, code, question));
      expect(await rdb.readAsOwner(`proost/${code}/deck/${key}`)).toEqual({ by: 'author', type: 'Generelt', players: 0 });
      expect(await rdb.readAsOwner(`proostDeck/${code}/${key}`)).toEqual({ text: 'Skål!', by: 'author', type: 'Generelt' });
    });

    it('lets the room creator delete anyone’s question and restore it under its author', async () => {
      const { code, key, question } = await room();
      await expectAllowed(deleteQuestion(creator.db, code, 'creator', question));
      await expectAllowed(restoreQuestion(creator.db, code, question));
      expect(await rdb.readAsOwner(`proost/${code}/deck/${key}/by`)).toBe('author');
    });

    it('refuses deletes by another member, a stranger or signed out, and a member forging an author on a new question', async () => {
      const { code, key, question } = await room();
      await expectDenied(deleteQuestion(other.db, code, 'other', question));
      await expectDenied(deleteQuestion(stranger.db, code, 'stranger', question));
      await expectDenied(deleteQuestion(signedOut.db, code, 'author', question));
      const forged = (k: string, by: string) => ({
        [`proost/${code}/deck/${k}`]: { by, type: 'Generelt', players: 0 },
        [`proostDeck/${code}/${k}`]: { text: 'Falsk', by, type: 'Generelt' },
      });
      await expectDenied(update(ref(other.db), { ...forged('ny', 'author'), ...rateEntry('proost', 'other', `${code}/ny`) }));
      // With entries off, the author cannot sneak a new question in as a "restore" either.
      await setSwitch(creator.db, code, 'allow_entries', false);
      await expectDenied(update(ref(author.db), forged('ny2', 'author')));
      expect(await rdb.readAsOwner(`proost/${code}/deck/${key}/by`)).toBe('author');
      expect(await rdb.readAsOwner(`proostDeck/${code}/${key}/text`)).toBe('Skål!');
    });
  });

  describe('fridge items', () => {
    async function fridge() {
      const id = `frys${++n}`;
      await createFridge(creator.db, id, 'creator', 'Hytta');
      await addItem(author.db, id, 'author', ITEM);
      const stock = (await rdb.readAsOwner(`fridge/${id}/stock`)) as Record<string, unknown>;
      return { id, key: Object.keys(stock)[0] };
    }

    it('lets the author edit and delete an item, and «Angre» restore it exactly (key, author, date added)', async () => {
      const { id, key } = await fridge();
      await expectAllowed(editItem(author.db, id, key, { ...ITEM, name: 'Lettmelk', shelf: 'Nederst' }));
      const before = await rdb.readAsOwner(`fridge/${id}/stock/${key}`);
      expect(before).toMatchObject({ name: 'Lettmelk', shelf: 'Nederst', added_by: 'author' });
      let stored: unknown = null;
      await expectAllowed((async () => (stored = await deleteItem(author.db, id, key)))());
      expect(await rdb.readAsOwner(`fridge/${id}/stock/${key}`)).toBeNull();
      await expectAllowed(restoreItem(author.db, id, 'author', key, stored));
      expect(await rdb.readAsOwner(`fridge/${id}/stock/${key}`)).toEqual(before);
    });

    it('lets the fridge’s creator edit, delete and restore someone else’s item', async () => {
      const { id, key } = await fridge();
      await expectAllowed(editItem(creator.db, id, key, { ...ITEM, expirationDate: '2031-02-03' }));
      const stored = await deleteItem(creator.db, id, key);
      await expectAllowed(restoreItem(creator.db, id, 'creator', key, stored));
      expect(await rdb.readAsOwner(`fridge/${id}/stock/${key}`)).toMatchObject({ added_by: 'author', expiration_date: '2031-02-03' });
    });

    it('lets others change only quantity and availability; edits, deletes and forged restores are refused', async () => {
      const { id, key } = await fridge();
      const item = `fridge/${id}/stock/${key}`;
      await expectAllowed(update(ref(other.db, item), { quantity: 5, avaliable: true }));
      await expectDenied(editItem(other.db, id, key, { ...ITEM, quantity: '5', name: 'Øl' }));
      for (const [field, value] of [['name', 'Øl'], ['shelf', 'Toppen'], ['expiration_date', '2099-01-01'], ['category', 4], ['quantityType', 'Gram'], ['barcode', '123']] as const) {
        await expectDenied(set(ref(other.db, `${item}/${field}`), value));
      }
      await expectDenied(remove(ref(other.db, item)));
      await expectDenied(remove(ref(signedOut.db, item)));
      const stored = (await rdb.readAsOwner(item)) as Record<string, unknown>;
      // A new item must carry its writer as author and no future date.
      await expectDenied(set(ref(other.db, `fridge/${id}/stock/x1`), { ...stored, id: 'x1' }));
      await expectDenied(set(ref(author.db, `fridge/${id}/stock/x2`), { ...stored, id: 'x2', date_added: Date.now() + 3_600_000 }));
      expect(await rdb.readAsOwner(item)).toMatchObject({ name: 'Melk', quantity: 5 });
    });
  });

  describe('quests', () => {
    async function game() {
      const id = `Q${++n}`;
      await createQuestGame(creator.db, id, 'creator', 'Eventyr');
      await addQuest(creator.db, id, { title: 'Finn skatten', description: 'Under treet', reward: 'Gull' });
      const hidden = (await rdb.readAsOwner(`questlog/${id}/hidden`)) as Record<string, Record<string, unknown>>;
      const [questId] = Object.keys(hidden);
      const quest = { id: questId, title: 'Finn skatten', description: 'Under treet', reward: 'Gull', visible: false, completed: false, failed: false };
      return { id, quest };
    }

    it('lets the creator edit, delete and restore a hidden or visible quest', async () => {
      const { id, quest } = await game();
      await expectAllowed(editQuest(creator.db, id, quest, { title: 'Finn kista', description: '', reward: 'Sølv' }));
      expect(await rdb.readAsOwner(`questlog/${id}/hidden/${quest.id}`)).toMatchObject({ title: 'Finn kista', description: '', reward: 'Sølv', visible: false });
      await setQuestVisible(creator.db, id, quest, true);
      const shown = { ...quest, visible: true, completed: true };
      await set(ref(creator.db, `questlog/${id}/quests/${quest.id}/completed`), true);
      await expectAllowed(deleteQuest(creator.db, id, shown));
      expect(await rdb.readAsOwner(`questlog/${id}/quests/${quest.id}`)).toBeNull();
      await expectAllowed(restoreQuest(creator.db, id, shown));
      expect(await rdb.readAsOwner(`questlog/${id}/quests/${quest.id}`)).toMatchObject({ completed: true, visible: true });
    });

    it('refuses a player’s or signed-out edit and delete', async () => {
      const { id, quest } = await game();
      await setQuestVisible(creator.db, id, quest, true);
      const shown = { ...quest, visible: true };
      await expectDenied(editQuest(other.db, id, shown, { title: 'Hacket', description: '', reward: '' }));
      await expectDenied(deleteQuest(other.db, id, shown));
      await expectDenied(deleteQuest(signedOut.db, id, shown));
      await expectDenied(deleteQuest(other.db, id, quest));
      expect(await rdb.readAsOwner(`questlog/${id}/quests/${quest.id}/title`)).toBe('Finn skatten');
    });
  });

  describe('secret santa sign-ups', () => {
    // One sign-up per uid exists at a time, so these tests use a uid each.
    it('lets a person withdraw (name, code and code record go), and «Angre» sign them up again with the same code', async () => {
      const code = await signUp(author.db, 'author', 'Ann');
      await expectAllowed(withdraw(author.db, 'author', code));
      expect(await rdb.readAsOwner('secretSanta/people/author')).toBeNull();
      expect(await rdb.readAsOwner('secretSanta/codes/author')).toBeNull();
      expect(await rdb.readAsOwner(`secretSanta/byCode/${code}`)).toBeNull();
      await expect(lookUpCode(other.db, 'other', code)).rejects.toThrow(UNKNOWN_CODE_TEXT);
      expect(await signUp(author.db, 'author', 'Ann', Math.random, code)).toBe(code);
      expect(await rdb.readAsOwner(`secretSanta/byCode/${code}`)).toEqual({ uid: 'author', name: 'Ann' });
    });

    it('refuses withdrawing someone else, or dropping one’s code while still on the list', async () => {
      const code = await signUp(other.db, 'other', 'Ola');
      await expectDenied(remove(ref(stranger.db, 'secretSanta/people/other')));
      await expectDenied(remove(ref(stranger.db, `secretSanta/byCode/${code}`)));
      await expectDenied(remove(ref(stranger.db, 'secretSanta/codes/other')));
      await expectDenied(remove(ref(signedOut.db, 'secretSanta/people/other')));
      // Keeping the name but freeing the code would let one person pile up codes.
      await expectDenied(remove(ref(other.db, 'secretSanta/codes/other')));
      await expectDenied(remove(ref(other.db, `secretSanta/byCode/${code}`)));
      expect(await rdb.readAsOwner('secretSanta/people/other/name')).toBe('Ola');
    });

    it('lets the site admin take someone off the list and put them back; nobody else may put a name there', async () => {
      await signUp(creator.db, 'creator', 'Kari');
      await expectAllowed(removePerson(admin.db, 'creator'));
      expect(await rdb.readAsOwner('secretSanta/people/creator')).toBeNull();
      await expectDenied(restorePerson(stranger.db, { uid: 'creator', name: 'Kari' }));
      await expectAllowed(restorePerson(admin.db, { uid: 'creator', name: 'Kari' }));
      expect(await rdb.readAsOwner('secretSanta/people/creator')).toMatchObject({ name: 'Kari', added_by: 'creator' });
      // The admin cannot invent a person who never signed up (no code), nor drop anyone’s code.
      await expectDenied(restorePerson(admin.db, { uid: 'stranger', name: 'Falsk' }));
      await expectDenied(remove(ref(admin.db, 'secretSanta/codes/creator')));
      // Taken off by the admin, the person can sign up again with the code they have.
      await removePerson(admin.db, 'creator');
      await expectAllowed(restorePerson(creator.db, { uid: 'creator', name: 'Kari' }));
    });
  });

  describe('survival players', () => {
    beforeEach(() => rdb.seed('swg/players', null));

    it('lets the swg admin rename and remove a player, and undo both', async () => {
      const id = await addSwgPlayer(rdb.as('swgadmin').db, 'swgadmin', 'Ola');
      const swg = rdb.as('swgadmin').db;
      const rename = await renamePlayer(swg, 'swgadmin', id, 'Ola Nordmann');
      expect(await rdb.readAsOwner(`swg/players/${id}/name`)).toBe('Ola Nordmann');
      await undoSwg(swg, rename);
      expect(await rdb.readAsOwner(`swg/players/${id}/name`)).toBe('Ola');
      await set(ref(swg, `swg/players/${id}/lives`), 2);
      const removal = await removeSwgPlayer(swg, 'swgadmin', id);
      expect(await rdb.readAsOwner(`swg/players/${id}`)).toBeNull();
      await undoSwg(swg, removal);
      expect(await rdb.readAsOwner(`swg/players/${id}`)).toEqual({ id, name: 'Ola', img: 'generic.jpg', lives: 2, dead: false, staff: false });
    });

    it('refuses rename and removal by anyone but a swg admin (the site admin included)', async () => {
      const id = await addSwgPlayer(rdb.as('swgadmin').db, 'swgadmin', 'Kari');
      for (const client of [admin, other, signedOut]) {
        await expectDenied(set(ref(client.db, `swg/players/${id}/name`), 'Hacket'));
        await expectDenied(remove(ref(client.db, `swg/players/${id}`)));
        await expectDenied(set(push(ref(client.db, 'swg/history')), { at: Date.now(), by: 'x', action: 'remove_player' }));
      }
      expect(await rdb.readAsOwner(`swg/players/${id}/name`)).toBe('Kari');
      expect((await get(ref(other.db, 'swg/players'))).val()).toMatchObject({ [id]: { name: 'Kari' } });
    });
  });
});
