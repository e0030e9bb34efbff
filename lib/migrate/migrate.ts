// Turns a Realtime Database export in SPEC.md's shapes into the shapes this portal stores
// (docs/design.md §4): rooms get their lobby entry, code index, members and a password moved to
// secrets; hidden quests move where players cannot read them; fridge items, questions, logs and
// the survival game are normalised to what database.rules.json validates; secret santa moves
// from people/{pushKey} with codes inside to people/codes/byCode/draw keyed by uid.
//
// Nothing is lost: whatever cannot be mapped is copied, at its original path, under
// `migration_unmapped/` (no client may read it: the root refuses everything not granted), and
// every change and every unmapped value is listed in the report.
import { ADMIN_SCOPES } from '@/lib/admin/code';
import { mapBank } from '@/features/cah/lib/bank';
import { isValidKey } from '@/lib/firebase/paths';
import { asRecord } from '@/lib/firebase/values';
import { DEFAULT_CATEGORY, QUANTITY_MAX, QUANTITY_TYPES } from '@/features/fridge/lib/item';
import { isQuestRoomId } from '@/features/quest/lib/quest';
import type { Random } from '@/lib/random/random';
import { isRoomCode } from '@/lib/rooms/code';
import { NO_CREATOR } from '@/lib/rooms/roles';
import { isCode, newCode, normaliseCode } from '@/features/secretSanta/lib/code';
import { GENERIC_IMG, isImageName } from '@/features/swg/lib/game';
import { isValidFridgeId } from '@/features/fridge/paths';

export const UNMAPPED_NODE = 'migration_unmapped';
/** created_by of a room or quest game whose creator SPEC's product never recorded (a vacant role). */
export { NO_CREATOR };

type Tree = Record<string, unknown>;
export type MigrationReport = {
  /** What was moved or rewritten, one line each. */
  changed: string[];
  /** What could not be mapped (copied under migration_unmapped/), one line each with the reason. */
  unmapped: string[];
  /** Owner data the export lacks, and what to run for it. */
  todo: string[];
};
export type MigrationOptions = {
  /** Server time to stamp where the new shape needs one (lobby creation time). */
  now: number;
  /** For new secret santa codes and room passwords that must be made up (default: a CSPRNG). */
  random?: Random;
  /** Time zone of old timestamps turned into calendar days (fridge expiry, log dates). */
  timeZone?: string;
};

// Nodes that exist only in the new layout: an export that already has them is kept as it is.
const NEW_LAYOUT_NODES = ['lobby', 'codes', 'members', 'presence', 'secrets', 'admins', 'admin_attempts', 'vitals', 'calculator', 'battleshots_boards', UNMAPPED_NODE];
type RoomGame = 'proost' | 'cah' | 'battleshots';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return isNum(n) ? Math.trunc(n) : null;
};
const clampInt = (v: unknown, min: number, max: number, fallback: number) => {
  const n = int(v);
  return n === null ? fallback : Math.min(max, Math.max(min, n));
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : isNum(v) ? String(v) : '');
const boolOr = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback);
/** A record's children; the database exports objects with keys 0…n as arrays. */
function children(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => (v === null || v === undefined ? [] : [[String(i), v] as [string, unknown]]));
  return Object.entries(asRecord(value) ?? {});
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

class Migration {
  readonly out: Tree = {};
  readonly report: MigrationReport = { changed: [], unmapped: [], todo: [] };
  private readonly random: Random;
  private readonly now: number;
  private readonly timeZone: string;

  constructor(opts: MigrationOptions) {
    this.now = opts.now;
    this.random = opts.random ?? secureRandom;
    this.timeZone = opts.timeZone ?? 'Europe/Oslo';
  }

  set(path: string, value: unknown) {
    const parts = path.split('/');
    let node = this.out;
    for (const part of parts.slice(0, -1)) {
      const next = asRecord(node[part]);
      node = (node[part] = next && !Array.isArray(node[part]) ? next : {}) as Tree;
    }
    node[parts[parts.length - 1]] = value;
  }

  get(path: string): unknown {
    let node: unknown = this.out;
    for (const part of path.split('/')) node = asRecord(node)?.[part];
    return node;
  }

  changed(line: string) {
    this.report.changed.push(line);
  }

  /** Keeps `value` from `path` under migration_unmapped/ and says why. */
  unmapped(path: string, value: unknown, why: string) {
    if (value === undefined || value === null) return;
    this.set(`${UNMAPPED_NODE}/${path}`, value);
    this.report.unmapped.push(`${path}: ${why}`);
  }

  /** Keeps the fields of `record` that `known` does not list. */
  extras(path: string, record: Tree, known: readonly string[]) {
    for (const [key, value] of Object.entries(record)) {
      if (!known.includes(key)) this.unmapped(`${path}/${key}`, value, 'field the new shape has no place for');
    }
  }

  /** YYYY-MM-DD in the configured time zone, from a day, an ISO date or a timestamp (ms or s). */
  day(value: unknown): string | null {
    if (typeof value === 'string') {
      const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
      if (match) return match[1];
      const parsed = Date.parse(value);
      if (Number.isFinite(parsed)) return this.formatDay(parsed);
      return null;
    }
    if (isNum(value)) return this.formatDay(value < 1e11 ? value * 1000 : value);
    return null;
  }

  private formatDay(ms: number): string | null {
    const date = new Date(ms);
    if (Number.isNaN(date.getTime())) return null;
    return new Intl.DateTimeFormat('en-CA', { timeZone: this.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  }

  today(): string {
    return this.formatDay(this.now) as string;
  }

  password(): string {
    let out = '';
    for (let i = 0; i < 10; i++) out += 'abcdefghjkmnpqrstuvwxyz23456789'[Math.floor(this.random() * 31)];
    return out;
  }

  // ------------------------------------------------------------------------------- rooms

  room(game: RoomGame, code: string, value: unknown, contentPath: string) {
    const room = asRecord(value);
    const settings = asRecord(room?.settings);
    if (!room || !settings) return this.unmapped(contentPath, value, 'a room without settings');
    if (asRecord(asRecord(this.get('lobby'))?.[game])?.[code] !== undefined) {
      // Already in the new layout (a second run, or a room made by this portal).
      this.set(contentPath, value);
      return;
    }
    if (!isRoomCode(code)) return this.unmapped(contentPath, value, 'room codes in the lobby are 5 letters or digits');
    const lower = code.toLowerCase();
    if (this.get(`codes/${game}/${lower}`) !== undefined) {
      return this.unmapped(contentPath, value, `another ${game} room has the same code ignoring case (${String(this.get(`codes/${game}/${lower}`))})`);
    }
    const where = `${game} room ${code}`;
    let name = text(settings.name).slice(0, 40);
    if (!name) {
      name = code;
      this.changed(`${where}: had no name, named ${code}`);
    }
    let createdBy = text(settings.created_by);
    if (!createdBy || !isValidKey(createdBy)) {
      createdBy = NO_CREATOR;
      this.changed(`${where}: no creator was recorded; nobody has the creator's switches until one takes the role over`);
    }
    const isPrivate = boolOr(settings.private, false);
    let password = text(settings.password);
    if (password.length > 40) {
      this.unmapped(`${contentPath}/settings/password`, settings.password, 'passwords are at most 40 characters; the first 40 were kept');
      password = password.slice(0, 40);
    }
    if (isPrivate && !password) {
      password = this.password();
      this.changed(`${where}: private without a password; new password «${password}» (tell the players)`);
    }
    if (!isPrivate && password) this.changed(`${where}: public, so its unused password was dropped`);

    const players = asRecord(room.players) ?? {};
    const creatorName = game === 'cah' ? text(asRecord(players[createdBy])?.name).slice(0, 40) : '';
    this.set(`lobby/${game}/${code}`, {
      name,
      creator_name: creatorName || 'Ukjent',
      created_by: createdBy,
      private: isPrivate,
      created_at: this.now,
      // Old rooms stay out of the lobby's «active» list until someone opens them by code.
      active_at: 0,
    });
    this.set(`codes/${game}/${lower}`, code);
    if (isPrivate) this.set(`secrets/rooms/${game}/${code}/password`, password);
    const members = new Set<string>();
    if (createdBy !== NO_CREATOR) members.add(createdBy);

    const base = { name, private: isPrivate, created_by: createdBy };
    const knownSettings = ['name', 'private', 'created_by', 'password'];
    if (game === 'proost') {
      this.set(contentPath, {
        settings: {
          ...base,
          allow_entries: boolOr(settings.allow_entries, true),
          allow_new_players: boolOr(settings.allow_new_players, false),
          allow_screen_tap: boolOr(settings.allow_screen_tap, false),
        },
      });
      this.extras(`${contentPath}/settings`, settings, [...knownSettings, 'allow_entries', 'allow_new_players', 'allow_screen_tap']);
      this.proostContent(contentPath, room, members);
      this.extras(contentPath, room, ['settings', 'questions', 'players']);
    } else if (game === 'cah') {
      const status = int(settings.game_status) ?? 0;
      if (status !== 0) this.changed(`${where}: the game in progress starts again (hands and played cards kept under ${UNMAPPED_NODE}/)`);
      this.set(contentPath, {
        settings: {
          ...base,
          blank_cards: clampInt(settings.blank_cards, 0, 50, 10),
          win_points: clampInt(settings.win_points, 1, 50, 5),
          game_status: 0,
          game_number: 0,
        },
      });
      this.extras(`${contentPath}/settings`, settings, [...knownSettings, 'blank_cards', 'win_points', 'game_status', 'game_number']);
      let seat = 0;
      for (const [uid, raw] of children(room.players)) {
        const p = asRecord(raw);
        if (!p || !isValidKey(uid)) {
          this.unmapped(`${contentPath}/players/${uid}`, raw, 'not a player');
          continue;
        }
        members.add(uid);
        this.set(`${contentPath}/players/${uid}`, {
          name: text(p.name).slice(0, 40) || 'Spiller',
          uid,
          points: clampInt(p.points, 0, 9999, 0),
          blank_cards_used: 0,
          seat: ++seat,
        });
        this.extras(`${contentPath}/players/${uid}`, p, ['name', 'uid', 'points', 'blank_cards_used', 'seat']);
      }
      this.unmapped(`${contentPath}/selected_cards`, room.selected_cards, 'cards played in the old game (a new game deals again)');
      this.extras(contentPath, room, ['settings', 'players', 'selected_cards']);
    } else {
      this.set(contentPath, {
        settings: {
          ...base,
          // A migrated game starts again (boards were never stored), so none is running.
          game_active: false,
          // Of SPEC's Proost switches only allow_new_players means something here (the second
          // seat); the other two are kept aside like any field the new shape has no place for.
          allow_new_players: boolOr(settings.allow_new_players, false),
        },
        game: { turn: createdBy },
      });
      if (settings.game_active === true) this.changed(`${where}: the running game starts again`);
      this.extras(`${contentPath}/settings`, settings, [...knownSettings, 'game_active', 'allow_new_players']);
      for (const [key, raw] of children(room.players)) {
        const p = asRecord(raw);
        const uid = text(p?.uid) || key;
        const seated = uid === createdBy || (!this.get(`${contentPath}/challenger`) && createdBy !== NO_CREATOR);
        if (!p || !isValidKey(uid) || !seated) {
          this.unmapped(`${contentPath}/players/${key}`, raw, 'a Battleshots room has two seats: the creator and the first challenger');
          continue;
        }
        if (uid !== createdBy) this.set(`${contentPath}/challenger`, uid);
        members.add(uid);
        this.set(`${contentPath}/players/${uid}`, { uid, name: text(p.name).slice(0, 40) || 'Spiller', points: clampInt(p.points, 0, 9999, 0) });
        this.extras(`${contentPath}/players/${key}`, p, ['uid', 'name', 'points']);
      }
      this.extras(contentPath, room, ['settings', 'players']);
    }
    for (const uid of members) this.set(`members/${game}/${code}/${uid}`, isPrivate ? password : true);
    this.changed(`${where}: lobby entry, code index, ${members.size} member(s)${isPrivate ? ', password moved to secrets/' : ''}`);
  }

  private proostContent(contentPath: string, room: Tree, members: Set<string>) {
    const types = ['Generelt', 'Utfordring', 'Kastelek', 'Pekelek', 'Jeg har aldri'];
    for (const [key, raw] of children(room.questions)) {
      const q = asRecord(raw);
      const questionText = text(q?.text);
      if (!q || !questionText || questionText.length > 500 || !isValidKey(key)) {
        this.unmapped(`${contentPath}/questions/${key}`, raw, 'a question needs a text of 1–500 characters');
        continue;
      }
      const type = types.includes(text(q.type)) ? text(q.type) : 'Generelt';
      if (type !== q.type) this.unmapped(`${contentPath}/questions/${key}/type`, q.type, 'not one of the five question types; stored as Generelt');
      this.set(`${contentPath}/questions/${key}`, { text: questionText, by: text(q.by), type });
      this.extras(`${contentPath}/questions/${key}`, q, ['text', 'by', 'type']);
    }
    for (const [key, raw] of children(room.players)) {
      const p = asRecord(raw);
      const name = text(p?.name).slice(0, 40);
      if (!p || !name || !isValidKey(key)) {
        this.unmapped(`${contentPath}/players/${key}`, raw, 'a player needs a name');
        continue;
      }
      const addedBy = text(p.added_by);
      if (addedBy && isValidKey(addedBy)) members.add(addedBy);
      this.set(`${contentPath}/players/${key}`, { name, added_by: addedBy, id: key });
      this.extras(`${contentPath}/players/${key}`, p, ['name', 'added_by', 'id']);
    }
  }

  // ------------------------------------------------------------------------------ fridge

  fridge(value: unknown) {
    const fridge = asRecord(value);
    if (!fridge) return this.unmapped('fridge', value, 'not a node of fridges');
    const categories: Tree = {};
    for (const [key, name] of children(fridge.categories)) {
      const id = int(key);
      if (id === null || typeof name !== 'string' || !name.trim()) this.unmapped(`fridge/categories/${key}`, name, 'a category is a number and a name');
      else categories[String(id)] = name.trim();
    }
    if (Object.keys(categories).length > 0) this.set('fridge/categories', categories);
    else this.report.todo.push('fridge/categories: none in the export; run `npm run setup-project -- --project <id> --only categories`');
    const categoryIds = Object.keys(categories).map(Number);
    const fallbackCategory = categoryIds.includes(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (categoryIds[0] ?? DEFAULT_CATEGORY);

    for (const [id, raw] of Object.entries(fridge)) {
      if (id === 'categories') continue;
      const node = asRecord(raw);
      if (!node || !isValidFridgeId(id)) {
        this.unmapped(`fridge/${id}`, raw, 'fridge ids are at most 64 characters');
        continue;
      }
      const info = asRecord(node.info) ?? {};
      let name = text(info.name).slice(0, 40);
      if (!name) {
        name = id.slice(0, 40);
        this.changed(`fridge ${id}: had no name, named after its id`);
      }
      this.set(`fridge/${id}/info`, { name, created_at: isNum(info.created_at) ? info.created_at : 0, created_by: text(info.created_by) });
      this.extras(`fridge/${id}/info`, info, ['name', 'created_at', 'created_by']);
      let count = 0;
      for (const [key, item] of children(node.stock)) if (this.stockItem(id, key, item, categoryIds, fallbackCategory)) count++;
      this.extras(`fridge/${id}`, node, ['info', 'stock']);
      this.changed(`fridge ${id}: ${count} item(s) normalised`);
    }
  }

  private stockItem(id: string, key: string, raw: unknown, categoryIds: number[], fallbackCategory: number): boolean {
    const path = `fridge/${id}/stock/${key}`;
    const item = asRecord(raw);
    const name = text(item?.name).slice(0, 40);
    if (!item || !name || !isValidKey(key)) {
      this.unmapped(path, raw, 'an item needs a name');
      return false;
    }
    const notes: string[] = [];
    const quantity = clampInt(item.quantity, 0, QUANTITY_MAX, item.avaliable === true ? 1 : 0);
    if (quantity !== item.quantity) notes.push(`quantity ${JSON.stringify(item.quantity)} → ${quantity}`);
    const available = quantity > 0;
    if (item.avaliable !== available) notes.push(`avaliable ${JSON.stringify(item.avaliable)} → ${available} (follows the quantity)`);
    const quantityType = (QUANTITY_TYPES as readonly string[]).includes(text(item.quantityType)) ? text(item.quantityType) : 'Stk';
    if (quantityType !== item.quantityType) this.unmapped(`${path}/quantityType`, item.quantityType, 'not one of Stk, Pakke, Gram, Portioner; stored as Stk');
    let category = int(item.category);
    if (category === null || !categoryIds.includes(category)) {
      this.unmapped(`${path}/category`, item.category, `no such category; stored as ${fallbackCategory}`);
      category = fallbackCategory;
    }
    const barcodeText = text(item.barcode);
    const barcode = /^[0-9]{0,20}$/.test(barcodeText) ? barcodeText : '';
    if (barcode !== barcodeText) this.unmapped(`${path}/barcode`, item.barcode, 'barcodes are up to 20 digits');
    let expiration = this.day(item.expiration_date);
    if (!expiration) {
      expiration = this.today();
      notes.push(`expiration_date ${JSON.stringify(item.expiration_date)} → ${expiration} (SPEC: missing means now)`);
      if (item.expiration_date !== undefined) this.unmapped(`${path}/expiration_date`, item.expiration_date, 'not a date');
    } else if (expiration !== item.expiration_date) notes.push(`expiration_date ${JSON.stringify(item.expiration_date)} → ${expiration}`);
    const shelf = text(item.shelf);
    if (shelf.length > 40) this.unmapped(`${path}/shelf`, item.shelf, 'shelves are at most 40 characters; the first 40 were kept');
    const added = int(item.date_added) ?? (typeof item.date_added === 'string' ? Date.parse(item.date_added) : NaN);
    this.set(path, {
      id: key,
      name,
      quantity,
      quantityType,
      category,
      shelf: shelf.slice(0, 40),
      barcode,
      expiration_date: expiration,
      avaliable: available,
      date_added: Number.isFinite(added) ? added : 0,
      added_by: text(item.added_by),
    });
    this.extras(path, item, ['id', 'name', 'quantity', 'quantityType', 'category', 'shelf', 'barcode', 'expiration_date', 'avaliable', 'date_added', 'added_by']);
    if (notes.length > 0) this.changed(`${path} (${name}): ${notes.join('; ')}`);
    return true;
  }

  // ---------------------------------------------------------------------------- questlog

  questlog(value: unknown) {
    for (const [id, raw] of children(value)) {
      const game = asRecord(raw);
      if (!game || !isQuestRoomId(id)) {
        this.unmapped(`questlog/${id}`, raw, 'quest room codes are 1–40 letters, digits, - or _');
        continue;
      }
      let name = text(game.name).slice(0, 40);
      if (!name) {
        name = id;
        this.changed(`questlog ${id}: had no name, named ${id}`);
      }
      const settings = asRecord(game.settings) ?? {};
      let createdBy = text(settings.created_by);
      if (!createdBy) {
        createdBy = NO_CREATOR;
        this.changed(`questlog ${id}: no creator was recorded; nobody sees hidden quests until one takes the role over`);
      }
      // shape 2: the quests' new layout, the only one the rules let players read.
      this.set(`questlog/${id}`, { name, settings: { created_by: createdBy, shape: 2 } });
      this.extras(`questlog/${id}/settings`, settings, ['created_by', 'shape']);
      let hidden = 0;
      let shown = 0;
      for (const node of ['quests', 'hidden'] as const) {
        for (const [key, q] of children(game[node])) {
          const quest = asRecord(q);
          if (!quest || !isValidKey(key)) {
            this.unmapped(`questlog/${id}/${node}/${key}`, q, 'not a quest');
            continue;
          }
          // The node decides in the new layout; SPEC's data has only the flag.
          // SPEC's quests start hidden (visible=false); one without the flag stays hidden too.
          const visible = node === 'quests' && quest.visible === true;
          let title = text(quest.title).slice(0, 100);
          if (!title) {
            title = 'Uten tittel';
            this.changed(`questlog/${id}/${node}/${key}: had no title`);
          }
          const description = text(quest.description);
          if (description.length > 500) this.unmapped(`questlog/${id}/${node}/${key}/description`, quest.description, 'descriptions are at most 500 characters; the first 500 were kept');
          const reward = text(quest.reward);
          if (reward.length > 100) this.unmapped(`questlog/${id}/${node}/${key}/reward`, quest.reward, 'rewards are at most 100 characters; the first 100 were kept');
          this.set(`questlog/${id}/${visible ? 'quests' : 'hidden'}/${key}`, {
            id: key,
            title,
            description: description.slice(0, 500),
            reward: reward.slice(0, 100),
            visible,
            completed: quest.completed === true,
            failed: quest.failed === true,
          });
          this.extras(`questlog/${id}/${node}/${key}`, quest, ['id', 'title', 'description', 'reward', 'visible', 'completed', 'failed']);
          if (visible) shown++;
          else hidden++;
        }
      }
      this.extras(`questlog/${id}`, game, ['name', 'settings', 'quests', 'hidden']);
      this.changed(`questlog ${id}: ${shown} visible quest(s), ${hidden} hidden quest(s) moved out of players' reach`);
    }
  }

  // ------------------------------------------------------------------------ secret santa

  secretSanta(value: unknown) {
    const santa = asRecord(value);
    if (!santa) return this.unmapped('secretSanta', value, 'not a secret santa node');
    if (santa.codes !== undefined || santa.byCode !== undefined) {
      this.set('secretSanta', value);
      return;
    }
    type Person = { key: string; uid: string; name: string; code: string; assigned: unknown };
    const people: Person[] = [];
    // shape 2: the layout the rules let clients read; SPEC's stays unreadable.
    this.set('secretSanta/shape', 2);
    const codes = new Set<string>();
    for (const [key, raw] of children(santa.people)) {
      const p = asRecord(raw);
      const uid = text(p?.added_by);
      const name = text(p?.name).slice(0, 40);
      if (!p || !name || !uid || !isValidKey(uid) || people.some((other) => other.uid === uid)) {
        this.unmapped(`secretSanta/people/${key}`, raw, 'a person is keyed by the uid that signed up (added_by), once per uid');
        continue;
      }
      let code = normaliseCode(text(p.code));
      if (!isCode(code) || codes.has(code)) {
        do code = newCode(this.random);
        while (codes.has(code));
        this.unmapped(`secretSanta/people/${key}/code`, p.code, `does not fit the new codes (10 of A–Z and 2–9 without look-alikes, unique:); new code ${code} (tell ${name})`);
      }
      codes.add(code);
      people.push({ key, uid, name, code, assigned: p.assigned_person });
      this.set(`secretSanta/people/${uid}`, { name, added_by: uid, added_at: 0 });
      this.set(`secretSanta/codes/${uid}`, code);
      this.set(`secretSanta/byCode/${code}`, { uid, name });
      this.extras(`secretSanta/people/${key}`, p, ['name', 'added_by', 'code', 'assigned_person', 'has_been_assigned']);
    }
    let drawn = 0;
    for (const giver of people) {
      if (giver.assigned === undefined || giver.assigned === null || giver.assigned === '') continue;
      const wanted = typeof giver.assigned === 'string' ? giver.assigned.trim() : asRecord(giver.assigned);
      const byName = (n: string) => people.filter((p) => p.name.toLowerCase() === n.toLowerCase());
      let match: Person[] = [];
      if (typeof wanted === 'string') {
        match = people.filter((p) => p.key === wanted || p.uid === wanted);
        if (match.length === 0) match = byName(wanted);
      } else if (wanted) {
        match = people.filter((p) => p.uid === text(wanted.uid) || p.key === text(wanted.key));
        if (match.length === 0 && text(wanted.name)) match = byName(text(wanted.name));
      }
      if (match.length !== 1 || match[0].uid === giver.uid) {
        this.unmapped(`secretSanta/people/${giver.key}/assigned_person`, giver.assigned, 'does not name exactly one other person who signed up');
        continue;
      }
      this.set(`secretSanta/draw/${giver.uid}`, { uid: match[0].uid, name: match[0].name });
      drawn++;
    }
    if (drawn > 0) this.set('secretSanta/drawInfo', { at: this.now, count: people.length });
    this.extras('secretSanta', santa, ['people']);
    this.changed(`secret santa: ${people.length} person(s) keyed by uid with private codes, ${drawn} assignment(s) readable only with the giver's code`);
  }

  // ------------------------------------------------------------------ the smaller apps

  questions(value: unknown) {
    let n = 0;
    for (const [key, raw] of children(value)) {
      const q = asRecord(raw);
      const body = text(q?.text);
      if (!q || !body || body.length > 500 || !isValidKey(key)) {
        this.unmapped(`questions/${key}`, raw, 'a question needs a text of 1–500 characters');
        continue;
      }
      this.set(`questions/${key}`, {
        to: text(q.to).slice(0, 40) || 'Alle',
        text: body,
        from: text(q.from).slice(0, 40) || 'Ukjent',
        answered: q.answered === true,
        created_at: isNum(q.created_at) ? q.created_at : 0,
        created_by: text(q.created_by),
      });
      this.extras(`questions/${key}`, q, ['to', 'text', 'from', 'answered', 'created_at', 'created_by']);
      n++;
    }
    this.changed(`questions: ${n} question(s) normalised`);
  }

  suggestions(value: unknown) {
    let n = 0;
    for (const [key, raw] of children(value)) {
      const s = asRecord(raw);
      const title = text(s?.title);
      if (!s || !title || title.length > 80 || !isValidKey(key)) {
        this.unmapped(`suggestions/${key}`, raw, 'a suggestion needs a title of 1–80 characters');
        continue;
      }
      const desc = text(s.desc);
      if (desc.length > 500) this.unmapped(`suggestions/${key}/desc`, s.desc, 'at most 500 characters; the first 500 were kept');
      this.set(`suggestions/${key}`, {
        title,
        desc: desc.slice(0, 500),
        from: text(s.from).slice(0, 40) || 'Ukjent',
        status: clampInt(s.status, 1, 5, 1),
        created_at: isNum(s.created_at) ? s.created_at : 0,
        created_by: text(s.created_by),
      });
      this.extras(`suggestions/${key}`, s, ['title', 'desc', 'from', 'status', 'created_at', 'created_by']);
      n++;
    }
    this.changed(`suggestions: ${n} suggestion(s) normalised`);
  }

  rpgLog(node: 'DND' | 'DND_Items', value: unknown) {
    let n = 0;
    for (const [key, raw] of children(value)) {
      if (key === 'info') continue;
      const e = asRecord(raw);
      const title = text(e?.title);
      if (!e || !title || title.length > 500 || !isValidKey(key)) {
        this.unmapped(`${node}/${key}`, raw, 'an entry needs a title of 1–500 characters');
        continue;
      }
      const date = this.day(e.date) ?? this.day(e.created_at);
      if (!date) this.changed(`${node}/${key}: no date; set to the migration day`);
      this.set(`${node}/${key}`, {
        title,
        person: text(e.person).slice(0, 40),
        session: clampInt(e.session, 1, 9999, 1),
        from: text(e.from).slice(0, 40) || 'DM',
        date: date ?? this.today(),
      });
      this.extras(`${node}/${key}`, e, ['title', 'person', 'session', 'from', 'date']);
      n++;
    }
    const info = asRecord(asRecord(value)?.info);
    if (info) {
      const session = clampInt(info.session, 1, 9999, 1);
      const story: Tree = {};
      const storyMap = asRecord(info.story);
      if (storyMap) {
        for (const [key, t] of Object.entries(storyMap)) {
          if (/^s[0-9]{1,4}$/.test(key) && text(t)) story[key] = text(t).slice(0, 500);
          else this.unmapped(`${node}/info/story/${key}`, t, 'stories are keyed s1, s2 …');
        }
      } else if (text(info.story)) {
        // SPEC's one story is that of the session before the current one (as the log reads it).
        if (session > 1) story[`s${session - 1}`] = text(info.story).slice(0, 500);
        else this.unmapped(`${node}/info/story`, info.story, 'a story before the first session');
        if (session > 1) this.changed(`${node}/info: the story became session ${session - 1}'s`);
      }
      this.set(`${node}/info`, Object.keys(story).length > 0 ? { session, story } : { session });
      this.extras(`${node}/info`, info, ['session', 'story']);
    }
    this.changed(`${node}: ${n} entr${n === 1 ? 'y' : 'ies'} normalised`);
  }

  swg(value: unknown) {
    const swg = asRecord(value);
    if (!swg) return this.unmapped('swg', value, 'not a survival-game node');
    this.set('swg/game_active', swg.game_active === true);
    let n = 0;
    for (const [key, raw] of children(swg.players)) {
      const p = asRecord(raw);
      if (!p || !/^[0-9]{1,6}$/.test(key)) {
        this.unmapped(`swg/players/${key}`, raw, 'players are keyed by a number of up to 6 digits');
        continue;
      }
      const lives = clampInt(p.lives, 0, 99, 0);
      const img = text(p.img);
      if (img && !isImageName(img)) this.unmapped(`swg/players/${key}/img`, p.img, 'not an image file name; the generic image is shown');
      this.set(`swg/players/${key}`, {
        id: key,
        name: text(p.name).slice(0, 40) || `Spiller ${key}`,
        img: isImageName(img) ? img : GENERIC_IMG,
        lives,
        // The rules keep dead and lives in step: SPEC's dead player has 0 lives.
        dead: lives === 0,
        staff: p.staff === true,
      });
      if ((p.dead === true) !== (lives === 0)) this.changed(`swg/players/${key}: dead follows lives (${lives})`);
      this.extras(`swg/players/${key}`, p, ['id', 'name', 'img', 'lives', 'dead', 'staff']);
      n++;
    }
    if (swg.history !== undefined) this.set('swg/history', swg.history);
    this.extras('swg', swg, ['game_active', 'players', 'history']);
    this.changed(`swg: ${n} player(s) normalised`);
  }

  cah(value: unknown) {
    const cah = asRecord(value);
    if (!cah) return this.unmapped('cah', value, 'not a Cah node');
    for (const [code, room] of children(cah.games)) this.room('cah', code, room, `cah/games/${code}`);
    const bank = mapBank(cah.questionBank);
    if (bank.black.length > 0 && bank.white.length > 0) this.set('cah/questionBank', cah.questionBank);
    else {
      this.unmapped('cah/questionBank', cah.questionBank, 'not the card bank the portal reads');
      this.report.todo.push('cah/questionBank: no usable card bank; run `npm run setup-project -- --project <id> --only cah`');
    }
    for (const node of ['decks', 'draws', 'hands']) if (cah[node] !== undefined) this.set(`cah/${node}`, cah[node]);
    this.extras('cah', cah, ['games', 'questionBank', 'decks', 'draws', 'hands']);
  }
}

/**
 * The export in the new shapes, and what changed or could not be mapped. Pure: the same input,
 * options and random source give the same output.
 */
export function migrate(exported: unknown, opts: MigrationOptions): { data: Tree; report: MigrationReport } {
  const m = new Migration(opts);
  // A copy: parts of the export are kept as they are, and the result must not share them with it.
  const root = asRecord(structuredClone(exported));
  if (!root) throw new Error('The export is not a JSON object (expected the database root).');
  // New-layout nodes first, so rooms already migrated are recognised and kept.
  for (const node of NEW_LAYOUT_NODES) if (root[node] !== undefined) m.set(node, root[node]);
  for (const [key, value] of Object.entries(root)) {
    if (NEW_LAYOUT_NODES.includes(key)) continue;
    switch (key) {
      case 'proost':
      case 'battleshots':
        for (const [code, room] of children(value)) m.room(key, code, room, `${key}/${code}`);
        break;
      case 'cah':
        m.cah(value);
        break;
      case 'fridge':
        m.fridge(value);
        break;
      case 'questlog':
        m.questlog(value);
        break;
      case 'secretSanta':
        m.secretSanta(value);
        break;
      case 'questions':
        m.questions(value);
        break;
      case 'suggestions':
        m.suggestions(value);
        break;
      case 'DND':
      case 'DND_Items':
        m.rpgLog(key, value);
        break;
      case 'swg':
        m.swg(value);
        break;
      case 'settings':
        // Owner-written and read as it is (fields SPEC does not show are simply not used).
        m.set('settings', value);
        break;
      default:
        m.unmapped(key, value, 'a node the portal does not know');
    }
  }
  const secrets = asRecord(root.secrets);
  const adminCodes = asRecord(secrets?.admin_codes);
  for (const scope of ADMIN_SCOPES) {
    if (!adminCodes?.[scope]) m.report.todo.push(`secrets/admin_codes/${scope}: not set; run \`npm run setup-project -- --project <id> --only admin\``);
  }
  return { data: m.out, report: m.report };
}
