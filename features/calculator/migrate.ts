// The calculator app's part of `npm run migrate` (lib/routes/migration.ts): SPEC has no calculator node,
// so an export that has one is already in the new layout and keeps it as it is.
import type { MigrationStep } from '@/lib/routes/migration';

export const migration: MigrationStep = {
  nodes: [],
  newNodes: ['calculator'],
  run() {},
};
