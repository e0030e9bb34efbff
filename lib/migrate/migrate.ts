// Turns a Realtime Database export in SPEC.md's shapes into the shapes this portal stores
// (docs/design.md §4). This is the shared engine; each app owns its step in its folder
// (features/<app>/migrate.ts, named by its manifest's `migrate`; lib/routes/migration.ts), and
// the registry passes the manifests in (scripts/migrate.ts). Here: the export's walk, the shared
// room nodes (lobby entry, code index, members, a password moved to secrets), the site's settings
// and the admin codes' to-do.
//
// Nothing is lost: whatever cannot be mapped is copied, at its original path, under
// `migration_unmapped/` (no client may read it: the root refuses everything not granted), and
// every change and every unmapped value is listed in the report.
import { ADMIN_SCOPES } from '@/lib/admin/code';
import { isValidKey, roomPaths } from '@/lib/firebase/paths';
import { asRecord } from '@/lib/firebase/values';
import type { Random } from '@/lib/random/random';
import { isRoomCode } from '@/lib/rooms/code';
import type { RoomGame } from '@/lib/rooms/roomGame';
import { NO_CREATOR } from '@/lib/rooms/roles';
import { INVITE_SECRET_LENGTH, URL_SAFE } from '@/lib/rooms/invite';
import { VIEW_KEY_FIELD, viewKeySecrets } from '@/lib/rooms/viewKey';
import { boolOr, isNum, text, UNMAPPED_NODE, type Migration, type MigrationStep, type RoomContent, type Tree } from '@/lib/routes/migration';
import type { AppManifest } from '@/lib/routes/manifest';

export { UNMAPPED_NODE };
/** created_by of a room or quest game whose creator SPEC's product never recorded (a vacant role). */
export { NO_CREATOR };

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

// Shared nodes that exist only in the new layout (an app's own are its step's `newNodes`): an
// export that already has them is kept as it is.
const NEW_LAYOUT_NODES = ['lobby', 'codes', 'members', 'presence', 'secrets', 'admins', 'admin_attempts', UNMAPPED_NODE];

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

class Engine implements Migration {
  readonly out: Tree = {};
  readonly report: MigrationReport = { changed: [], unmapped: [], todo: [] };
  readonly random: Random;
  readonly now: number;
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

  todo(line: string) {
    this.report.todo.push(line);
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

  room(game: RoomGame, code: string, value: unknown, contentPath: string, how: RoomContent) {
    const room = asRecord(value);
    const settings = asRecord(room?.settings);
    if (!room || !settings) return this.unmapped(contentPath, value, 'a room without settings');
    if (asRecord(asRecord(this.get('lobby'))?.[game])?.[code] !== undefined) {
      // Already in the new layout (a second run, or a room made by this portal).
      this.set(contentPath, value);
      if (settings.private === true) this.viewKey(game, code, contentPath);
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

    const creatorName = how.creatorName?.(room, createdBy) ?? '';
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
    how.content({ where, contentPath, room, settings, base, knownSettings: ['name', 'private', 'created_by', 'password'], createdBy, members });
    for (const uid of members) this.set(`members/${game}/${code}/${uid}`, isPrivate ? password : true);
    if (isPrivate) this.viewKey(game, code, contentPath);
    this.changed(`${where}: lobby entry, code index, ${members.size} member(s)${isPrivate ? ', password moved to secrets/' : ''}`);
  }

  /**
   * A private room's view key (lib/rooms/viewKey.ts), unless it has one: its members read its
   * contents only by that key.
   */
  private viewKey(game: RoomGame, code: string, contentPath: string) {
    if (this.get(roomPaths.viewAt(game, code)) !== undefined) return;
    const view = { id: this.secret(), key: this.secret() };
    for (const [path, value] of Object.entries(viewKeySecrets(game, code, view))) this.set(path, value);
    this.set(`${contentPath}/${VIEW_KEY_FIELD}`, view.key);
    this.changed(`${game} room ${code}: a view key for its members`);
  }

  /** A secret of the invite's shape (VIEW_KEY_PATTERN), from `random`. */
  private secret(): string {
    let out = '';
    for (let i = 0; i < INVITE_SECRET_LENGTH; i++) out += URL_SAFE[Math.floor(this.random() * URL_SAFE.length)];
    return out;
  }
}

/** The manifests' migration steps (their lazily named modules), in the registry's order. */
export async function migrationSteps(manifests: readonly AppManifest[]): Promise<MigrationStep[]> {
  const steps: MigrationStep[] = [];
  for (const m of manifests) if (m.migrate) steps.push(await m.migrate());
  return steps;
}

/**
 * The export in the new shapes, and what changed or could not be mapped, with the steps of
 * `manifests` (the registry's). Pure: the same input, options and random source give the same
 * output.
 */
export async function migrate(exported: unknown, opts: MigrationOptions, manifests: readonly AppManifest[]): Promise<{ data: Tree; report: MigrationReport }> {
  return migrateWith(exported, opts, await migrationSteps(manifests));
}

/** migrate with the steps already loaded. */
export function migrateWith(exported: unknown, opts: MigrationOptions, steps: readonly MigrationStep[]): { data: Tree; report: MigrationReport } {
  const m = new Engine(opts);
  const stepOf = new Map<string, MigrationStep>();
  const newNodes = [...NEW_LAYOUT_NODES];
  for (const step of steps) {
    for (const node of step.nodes) {
      if (stepOf.has(node) || newNodes.includes(node) || node === 'settings') throw new Error(`Two migration steps rewrite the node ${node}`);
      stepOf.set(node, step);
    }
    newNodes.push(...(step.newNodes ?? []));
  }
  // A copy: parts of the export are kept as they are, and the result must not share them with it.
  const root = asRecord(structuredClone(exported));
  if (!root) throw new Error('The export is not a JSON object (expected the database root).');
  // New-layout nodes first, so rooms already migrated are recognised and kept.
  for (const node of newNodes) if (root[node] !== undefined) m.set(node, root[node]);
  for (const [key, value] of Object.entries(root)) {
    if (newNodes.includes(key)) continue;
    const step = stepOf.get(key);
    if (step) step.run(m, key, value);
    // Owner-written and read as it is (fields SPEC does not show are simply not used).
    else if (key === 'settings') m.set('settings', value);
    else m.unmapped(key, value, 'a node the portal does not know');
  }
  const secrets = asRecord(root.secrets);
  const adminCodes = asRecord(secrets?.admin_codes);
  for (const scope of ADMIN_SCOPES) {
    if (!adminCodes?.[scope]) m.report.todo.push(`secrets/admin_codes/${scope}: not set; run \`npm run setup-project -- --project <id> --only admin\``);
  }
  return { data: m.out, report: m.report };
}
