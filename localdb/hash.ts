// The node hash the SDK sends with transaction puts (LeafNode/ChildrenNode.hash()).
// A transaction only succeeds when our hash of the stored value equals the client's,
// so every detail matters: priority-ordered children, integer-aware key order, IEEE
// hex for numbers, and "" for empty nodes.
import { createHash } from 'node:crypto';
import { childKeys, leafValue, nameCompare, priorityCompare, priorityOf, type Leaf, type Val } from './tree';

function sha1b64(s: string): string {
  return createHash('sha1').update(s, 'utf8').digest('base64');
}

function doubleHex(n: number): string {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b.toString('hex');
}

function priorityString(p: Leaf): string {
  return typeof p === 'number' ? 'number:' + doubleHex(p) : 'string:' + String(p);
}

export function nodeHash(v: Val): string {
  if (v === null) return '';
  const p = priorityOf(v);
  const prefix = p === null ? '' : 'priority:' + priorityString(p) + ':';
  const lv = leafValue(v);
  if (lv !== undefined) {
    const body = typeof lv === 'number' ? doubleHex(lv) : String(lv);
    return sha1b64(prefix + typeof lv + ':' + body);
  }
  const obj = v as Record<string, Val>;
  const keys = childKeys(v).sort(
    (a, b) => priorityCompare(priorityOf(obj[a]), priorityOf(obj[b])) || nameCompare(a, b),
  );
  let s = prefix;
  for (const k of keys) {
    const h = nodeHash(obj[k]);
    if (h !== '') s += ':' + k + ':' + h;
  }
  return s === '' ? '' : sha1b64(s);
}
