import path from 'node:path';
import { startTestDb, uniqueNamespace } from '@/localdb/testing';

export const RULES_FILE = path.join(__dirname, '..', '..', 'database.rules.json');

/** A localdb with the portal's real rules and a namespace of its own for one test file. */
export async function startRulesDb(prefix: string) {
  const server = await startTestDb({ rulesFile: RULES_FILE });
  return { server, ns: uniqueNamespace(prefix) };
}
