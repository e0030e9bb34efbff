// Minimal typings for the parts of targaryen 3.1.0 localdb uses (the package ships none).
declare module 'targaryen' {
  export interface TResult {
    readonly allowed: boolean;
    /** A .write/.read rule granted the operation (validation aside). */
    readonly permitted: boolean;
    readonly info: string;
    readonly newDatabase: TDatabase;
  }
  export interface TDataNode {
    $set(path: string, value: unknown, priority: unknown, now: number): TDataNode;
  }
  export interface TRuleset {
    readonly root: unknown;
  }
  export interface TDatabase {
    readonly root: TDataNode;
    readonly rules: TRuleset;
    as(auth: unknown): TDatabase;
    with(updates: { rules?: unknown; data?: unknown; auth?: unknown; now?: number; debug?: boolean }): TDatabase;
    read(path: string, options?: { now?: number; query?: Record<string, unknown> }): TResult;
    write(path: string, value: unknown, options?: { now?: number; priority?: unknown }): TResult;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): TResult;
    /** A RuleDataSnapshot of the data at `path` (localdb/rules.ts only takes its prototype). */
    snapshot(path: string): object;
  }
  export function database(rules: unknown, data?: unknown, now?: number): TDatabase;
  export function ruleset(definition: unknown): TRuleset;
  export function store(data: unknown, options?: { now?: number }): TDataNode;
}
