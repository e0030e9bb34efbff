// Turns the rules modules' tree into the text of database.rules.json: resolves NEW_ROOT to
// newData.parent()… by depth and prints with two-space indentation in the modules' key order.
import { NEW_ROOT, NEW_UNDER, type RuleNode } from './dsl';
import type { AppManifest } from '../lib/routes/manifest';
import { rulesTree } from './index';

function resolve(node: RuleNode, depth: number): RuleNode {
  const out: RuleNode = {};
  for (const [name, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      out[name] = value
        .replace(new RegExp(`${NEW_UNDER}(\\d+)_`, 'g'), (_, levels: string) => `newData${'.parent()'.repeat(depth - Number(levels))}`)
        .replaceAll(NEW_ROOT, `newData${'.parent()'.repeat(depth)}`);
    } else if (typeof value === 'object' && !Array.isArray(value)) {
      out[name] = resolve(value, depth + 1);
    } else out[name] = value;
  }
  return out;
}

/** The rules file as an object: { rules: … }, from the registry's manifests (features/index.ts). */
export async function buildRules(manifests: readonly AppManifest[]): Promise<{ rules: RuleNode }> {
  return { rules: resolve(await rulesTree(manifests), 0) };
}

/** The rules file's text, as committed. */
export async function rulesJson(manifests: readonly AppManifest[]): Promise<string> {
  return `${JSON.stringify(await buildRules(manifests), null, 2)}\n`;
}
