// The migration on an export written from SPEC.md's data model: every app's data comes out in
// the shapes the portal's mappers read, hidden quests and passwords move out of reach, and
// nothing is lost (whatever cannot be mapped is kept under migration_unmapped/ and reported).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapBattleshotsRoom } from '@/features/battleshots/lib/data';
import { mapGame } from '@/features/cah/lib/data';
import { asRecord } from '@/lib/firebase/values';
import { mapStockItem } from '@/features/fridge/lib/item';
import { MANIFESTS } from '@/features';
import { migrateWith, migrationSteps, NO_CREATOR, UNMAPPED_NODE, type MigrationOptions, type MigrationReport } from '@/lib/migrate/migrate';
import type { MigrationStep } from '@/lib/routes/migration';
import { mapProostRoom } from '@/features/proost/lib/data';
import { mapQuest } from '@/features/quest/lib/quest';
import { mapQuestion } from '@/features/questions/lib/data';
import { createRandom } from '@/lib/random/random';
import { mapSuggestion } from '@/features/home/lib/data';
import { mapLobbyRoom } from '@/lib/rooms/data';
import { VIEW_KEY_PATTERN } from '@/lib/rooms/viewKey';
import { mapLog } from '@/features/rpglog/lib/log';
import { isCode } from '@/features/secretSanta/lib/code';
import { mapPlayer as mapSwgPlayer } from '@/features/swg/lib/game';

const exported = JSON.parse(readFileSync(path.join(__dirname, 'spec-export.json'), 'utf8'));
const NOW = Date.UTC(2026, 10, 25, 12);
// Every app's step, as the registry names them (scripts/migrate.ts runs the same).
let steps: MigrationStep[] = [];
const migrate = (input: unknown, opts: MigrationOptions) => migrateWith(input, opts, steps);
const run = () => migrate(structuredClone(exported), { now: NOW, random: createRandom(42) });
let data: Record<string, unknown>;
let report: MigrationReport;
beforeAll(async () => {
  steps = await migrationSteps(MANIFESTS);
  ({ data, report } = run());
});

const at = (p: string): unknown => p.split('/').reduce<unknown>((node, key) => asRecord(node)?.[key], data);
const list = (p: string) => Object.entries(asRecord(at(p)) ?? {});

/** Every string anywhere in a tree, keys included (a uid may become a key). */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value.trim());
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.add(key);
      strings(child, out);
    }
  }
  return out;
}

describe('migrate (SPEC shapes → new shapes)', () => {
  it('is deterministic and leaves its input alone', () => {
    const input = structuredClone(exported);
    const a = migrate(input, { now: NOW, random: createRandom(42) });
    expect(input).toEqual(exported);
    expect(a).toEqual(run());
    // Also when parts of the input are kept as they are (already in the new layout).
    const mixed = { ...structuredClone(exported), secrets: { admin_codes: { site: 'x'.repeat(20) } } };
    const before = structuredClone(mixed);
    migrate(mixed, { now: NOW, random: createRandom(1) });
    expect(mixed).toEqual(before);
  });

  it('loses nothing: every text and key of the export is still somewhere in the result', () => {
    const after = strings(data);
    const lost = [...strings(exported)].filter((s) => s !== '' && !after.has(s));
    expect(lost.sort()).toEqual(
      [
        // Push keys of Battleshots players: the uid inside is the new key. (Secret santa's are kept
        // with the old codes, which all make way for 10-symbol ones.)
        '-B001', '-B002',
        // The same value in the new form: dates as calendar days and time.
        '2025-10-01T10:00:00Z', '2025-12-24T00:00:00.000Z',
      ].sort(),
    );
    // What was replaced is kept, with the reason.
    expect(at(`${UNMAPPED_NODE}/secretSanta/people/-A002/code`)).toBe('X0O1I');
    expect(at(`${UNMAPPED_NODE}/proost/FestA/questions/-Q003/type`)).toBe('Quiz');
    expect(at(`${UNMAPPED_NODE}/fridge/hjemme/stock/-I002`)).toEqual({ quantityType: 'Kilo', category: '9' });
    expect(report.unmapped).toContain('fridge/hjemme/stock/-I002/category: no such category; stored as 4');
  });

  it('gives existing rooms a lobby entry, a code index and members, and moves passwords to secrets', () => {
    const hytte = mapLobbyRoom('Hytte', at('lobby/proost/Hytte'));
    expect(hytte).toMatchObject({ name: 'Hyttetur', createdBy: 'uidOla', private: true, activeAt: 0 });
    expect(at('codes/proost/hytte')).toBe('Hytte');
    expect(at('secrets/rooms/proost/Hytte/password')).toBe('proost');
    expect(at('proost/Hytte/settings/password')).toBeUndefined();
    expect(at('members/proost/Hytte/uidOla')).toBe('proost');
    // The SPEC product never filled Proost's creator.
    expect(mapLobbyRoom('FestA', at('lobby/proost/FestA'))).toMatchObject({ name: 'Fredagsfest', createdBy: NO_CREATOR, private: false });
    expect(at('members/proost/FestA')).toEqual({ uidKari: true, uidPer: true });

    const fest = mapProostRoom(at('proost/FestA'));
    expect(fest?.settings).toMatchObject({ name: 'Fredagsfest', allow_entries: true, allow_new_players: false });
    expect(fest?.questions.map((q) => [q.text, q.type])).toEqual([
      ['Hvem ville @spiller tatt med på en øde øy?', 'Pekelek'],
      ['Hvem kommer sist hjem?', 'Generelt'],
    ]);
    expect(fest?.players.map((p) => p.name)).toEqual(['Kari', 'Per']);
    expect(at(`${UNMAPPED_NODE}/proost/FestA/questions/-Q002`)).toEqual(exported.proost.FestA.questions['-Q002']);
    expect(at(`${UNMAPPED_NODE}/proost/Hytte/settings/ip`)).toBe('10.0.0.7');
  });

  it('keeps rooms it cannot list (a code taken ignoring case, a code too long) under migration_unmapped', () => {
    expect(at('proost/festa')).toBeUndefined();
    expect(at(`${UNMAPPED_NODE}/proost/festa`)).toEqual(exported.proost.festa);
    expect(at(`${UNMAPPED_NODE}/proost/Altfor-lang-kode`)).toEqual(exported.proost['Altfor-lang-kode']);
    expect(report.unmapped.some((line) => line.startsWith('proost/festa: another proost room has the same code ignoring case'))).toBe(true);
  });

  it('restarts a Cah game with its players seated, points kept, hands kept aside', () => {
    const game = mapGame(at('cah/games/Kort1'));
    expect(game?.settings).toMatchObject({ name: 'Kortkveld', createdBy: 'uidAnn', status: 0, gameNumber: 0 });
    expect(game?.players.map((p) => [p.uid, p.name, p.points, p.seat])).toEqual([
      ['uidAnn', 'Ann', 2, 1],
      ['uidBob', 'Bob', 1, 2],
    ]);
    expect(mapLobbyRoom('Kort1', at('lobby/cah/Kort1'))?.creatorName).toBe('Ann');
    expect(at('members/cah/Kort1')).toEqual({ uidAnn: true, uidBob: true });
    expect(at(`${UNMAPPED_NODE}/cah/games/Kort1/players/uidAnn/cards`)).toEqual(['Et kort på hånden', 'Et kort til']);
    expect(at(`${UNMAPPED_NODE}/cah/games/Kort1/selected_cards`)).toEqual({ uidBob: 'Bobs spilte kort' });
    expect(at('cah/questionBank')).toBeUndefined();
    expect(report.todo.join('\n')).toContain('--only cah');
  });

  it('seats the Battleshots creator and the first challenger; a third player is kept aside', () => {
    const room = mapBattleshotsRoom(at('battleshots/Skip1'));
    expect(room?.settings).toMatchObject({ name: 'Sjøslag', createdBy: 'uidOla', private: true, gameActive: false });
    // Only the Proost switch that means something in Battleshots stays; the others are kept aside.
    expect(at('battleshots/Skip1/settings')).toEqual({ name: 'Sjøslag', private: true, created_by: 'uidOla', game_active: false, allow_new_players: false });
    expect(at(`${UNMAPPED_NODE}/battleshots/Skip1/settings`)).toEqual({ allow_entries: true, allow_screen_tap: false });
    expect(room?.challenger).toBe('uidKari');
    expect(Object.keys(room?.players ?? {}).sort()).toEqual(['uidKari', 'uidOla']);
    expect(room?.players.uidKari.points).toBe(3);
    expect(room?.game.turn).toBe('uidOla');
    expect(at('secrets/rooms/battleshots/Skip1/password')).toBe('hemmelig');
    expect(at(`${UNMAPPED_NODE}/battleshots/Skip1/players/-B003`)).toEqual({ uid: 'uidPer', points: 1 });
  });

  it('moves hidden quests out of players\' reach', () => {
    const visible = list('questlog/Q1/quests').map(([k, v]) => mapQuest(k, v, true));
    const hidden = list('questlog/Q1/hidden').map(([k, v]) => mapQuest(k, v, false));
    expect(visible.map((q) => q?.title)).toEqual(['Finn kartet', 'Redd prinsen']);
    expect(hidden.map((q) => q?.title)).toEqual(['Forræderen i rådet']);
    expect(at('questlog/Q1/quests/-Qb')).toBeUndefined();
    expect(at('questlog/Q1/hidden/-Qb/visible')).toBe(false);
    expect(at('questlog/Q1/name')).toBe('Dragejakten');
    expect(at('questlog/Q1/settings')).toEqual({ created_by: 'uidOla', shape: 2 });
  });

  it('normalises fridge items to what the rules validate', () => {
    expect(at('fridge/categories')).toEqual({ 1: 'Meieri', 2: 'Kjøtt og fisk', 3: 'Frukt og grønt', 4: 'Diverse' });
    const items = Object.fromEntries(list('fridge/hjemme/stock').map(([k, v]) => [k, v as Record<string, unknown>]));
    expect(Object.keys(items)).toEqual(['-I001', '-I002', '-I003']);
    for (const [key, item] of Object.entries(items)) {
      expect(item.id).toBe(key);
      expect(item.avaliable).toBe((item.quantity as number) > 0);
      expect(item.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof item.date_added).toBe('number');
      expect(mapStockItem(key, item)).not.toBeNull();
    }
    // 2026-01-01T00:00Z is 01:00 in Oslo.
    expect(items['-I001']).toMatchObject({ expiration_date: '2026-01-01', quantity: 2, avaliable: true, barcode: '7038010009457' });
    // Quantity from text, an unknown unit and category, an ISO date: the quantity decides.
    expect(items['-I002']).toMatchObject({ quantity: 3, avaliable: true, quantityType: 'Stk', category: 4, expiration_date: '2025-12-24', date_added: Date.parse('2025-10-01T10:00:00Z') });
    // No expiry date: SPEC's default is now.
    expect(items['-I003']).toMatchObject({ expiration_date: '2026-11-25', barcode: '' });
    expect(at(`${UNMAPPED_NODE}/fridge/hjemme/stock/-I003/barcode`)).toBe('ABC-123');
    expect(at(`${UNMAPPED_NODE}/fridge/hjemme/stock/-I004`)).toEqual({ name: '', quantity: 1 });
    expect(at('fridge/hjemme/info')).toEqual({ name: 'Hjemme', created_at: 0, created_by: '' });
  });

  it('moves secret santa to people, private codes and draws keyed by uid', () => {
    expect(at('secretSanta/people')).toEqual({
      uidOla: { name: 'Ola', added_by: 'uidOla', added_at: 0 },
      uidKari: { name: 'Kari', added_by: 'uidKari', added_at: 0 },
      uidPer: { name: 'Per', added_by: 'uidPer', added_at: 0 },
    });
    // SPEC's five-symbol codes are too short to hold against guessing: every person
    // gets a new code, the report names it, and the old one is kept aside.
    const codes = ['uidOla', 'uidKari', 'uidPer'].map((uid) => at(`secretSanta/codes/${uid}`) as string);
    for (const code of codes) expect(isCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(3);
    expect(at(`secretSanta/byCode/${codes[1]}`)).toEqual({ uid: 'uidKari', name: 'Kari' });
    expect(at(`${UNMAPPED_NODE}/secretSanta/people/-A001/code`)).toBe('ab3de');
    expect(report.unmapped.some((line) => line.includes(`new code ${codes[0]} (tell Ola)`))).toBe(true);
    expect(at('secretSanta/shape')).toBe(2);
    expect(at('secretSanta/draw')).toEqual({
      uidOla: { uid: 'uidKari', name: 'Kari' },
      uidKari: { uid: 'uidPer', name: 'Per' },
      uidPer: { uid: 'uidOla', name: 'Ola' },
    });
    expect(at('secretSanta/drawInfo')).toEqual({ at: NOW, count: 3 });
    expect(at(`${UNMAPPED_NODE}/secretSanta/people/-A004`)).toEqual(exported.secretSanta.people['-A004']);
  });

  it('normalises questions, suggestions, the RPG logs and the survival game', () => {
    const questions = list('questions').map(([k, v]) => mapQuestion(k, v));
    expect(questions.map((q) => [q?.to, q?.from, q?.answered])).toEqual([
      ['Kari', 'Ola', false],
      ['Alle', 'Ukjent', true],
    ]);
    expect(at('questions/-Q001')).toMatchObject({ created_at: 0, created_by: '' });
    const suggestions = list('suggestions').map(([k, v]) => mapSuggestion(k, v));
    expect(suggestions.map((s) => [s?.title, s?.status, s?.from])).toEqual([
      ['Mørk modus', 2, 'Ola'],
      ['Flere spill', 5, 'Ukjent'],
    ]);
    const dnd = mapLog(at('DND'));
    expect(dnd.info).toEqual({ session: 3, stories: { 2: 'Heltene fant kartet under broen.' } });
    expect(at('DND/info')).toEqual({ session: 3, story: { s2: 'Heltene fant kartet under broen.' } });
    expect(dnd.entries.map((e) => [e.title, e.session, e.from, e.date])).toEqual([
      ['Dragen våknet', 2, 'DM', '2025-11-01'],
      ['Per fant en nøkkel', 3, 'DM', '2024-10-27'],
    ]);
    expect(mapLog(at('DND_Items')).entries).toHaveLength(1);
    const players = list('swg/players').map(([k, v]) => mapSwgPlayer(k, v));
    expect(players.map((p) => [p?.id, p?.lives, p?.dead, p?.staff, p?.img])).toEqual([
      ['001', 4, false, false, 'ola.jpg'],
      ['002', 0, true, false, 'kari.png'],
      ['003', 2, false, true, 'generic.jpg'],
    ]);
    expect(at('swg/game_active')).toBe(true);
    expect(at('settings')).toEqual(exported.settings);
  });

  it('keeps a node it does not know, and says what the owner still has to set up', () => {
    expect(at(`${UNMAPPED_NODE}/gammelApp`)).toEqual(exported.gammelApp);
    expect(report.unmapped).toContain('gammelApp: a node the portal does not know');
    expect(report.todo).toEqual(expect.arrayContaining([expect.stringContaining('secrets/admin_codes/site'), expect.stringContaining('secrets/admin_codes/swg')]));
  });

  it("gives every private room a view key, also one made by the portal before keys, and keeps a room's key", () => {
    const key = at('secrets/rooms/proost/Hytte/view_at') as string;
    expect(key).toMatch(VIEW_KEY_PATTERN);
    expect(at('proost/Hytte/k')).toBe(at(`secrets/rooms/proost/Hytte/views/${key}`));
    expect(at('secrets/rooms/proost/Hytte/views')).toEqual({ [key]: expect.stringMatching(VIEW_KEY_PATTERN) });
    // A public room has none.
    expect(list('lobby/proost').filter(([, entry]) => asRecord(entry)?.private === false).length).toBeGreaterThan(0);
    for (const [code, entry] of list('lobby/proost')) if (asRecord(entry)?.private === false) expect(at(`secrets/rooms/proost/${code}/view_at`)).toBeUndefined();
    // The portal's own room from before keys: in the new layout, private, without one.
    const before = structuredClone(data);
    const secrets = asRecord(asRecord(asRecord(asRecord(before.secrets)?.rooms)?.proost)?.Hytte)!;
    delete secrets.view_at;
    delete secrets.views;
    delete asRecord(asRecord(before.proost)?.Hytte)!.k;
    const again = migrate(before, { now: NOW + 1, random: createRandom(3) }).data;
    const at2 = (p: string): unknown => p.split('/').reduce<unknown>((node, k) => asRecord(node)?.[k], again);
    const fresh = at2('secrets/rooms/proost/Hytte/view_at') as string;
    expect(fresh).toMatch(VIEW_KEY_PATTERN);
    expect(at2('proost/Hytte/k')).toBe(at2(`secrets/rooms/proost/Hytte/views/${fresh}`));
  });

  it('run again on its own output, changes nothing it already moved', () => {
    const again = migrate(structuredClone(data), { now: NOW + 1, random: createRandom(7) }).data;
    for (const p of ['lobby', 'codes', 'members', 'secrets', 'proost', 'battleshots', 'questlog', 'secretSanta', 'fridge', UNMAPPED_NODE]) {
      expect([p, asRecord(again)?.[p]]).toEqual([p, at(p)]);
    }
    expect(asRecord(again.cah)?.games).toEqual(asRecord(data.cah)?.games);
  });
});
