// The vitals app's part of `npm run migrate` (lib/routes/migration.ts): SPEC has no vitals node,
// so an export that has one is already in the new layout and keeps it as it is.
import type { MigrationStep } from '@/lib/routes/migration';

export const migration: MigrationStep = {
  nodes: [],
  newNodes: ['vitals'],
  run() {},
};
