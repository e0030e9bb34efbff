/**
 * @jest-environment node
 */
// The rules modules' helpers add parentheses only where precedence needs them: what they build
// must parse to the intended tree (compared with rules/compare.ts, which ignores parentheses).
import { and, eq, ifElse, key, minus, not, or, pathExpr, plus, root, textLen } from '@/rules/dsl';
import { canonicalExpression as tree } from '@/rules/compare';
import * as r from '@/rules/dsl';

it('groups an || inside an && and an && inside a negation', () => {
  expect(tree(and(or('a', 'b'), 'c'))).toBe(tree('(a || b) && c'));
  expect(tree(not(and('a', 'b')))).toBe(tree('!(a && b)'));
  expect(tree(or(and('a', 'b'), 'c'))).toBe(tree('(a && b) || c'));
});

it('keeps a ternary whole inside a comparison, a sum and a condition', () => {
  const t = ifElse('x', '1', '2');
  expect(tree(eq('v', t))).toBe(tree('v === (x ? 1 : 2)'));
  expect(tree(minus('now', t))).toBe(tree('now - (x ? 1 : 2)'));
  expect(tree(and(t, 'y'))).toBe(tree('(x ? 1 : 2) && y'));
  expect(tree(ifElse(or('a', 'b'), 'c', 'd'))).toBe(tree('(a || b) ? c : d'));
});

it('reads a chain comparing one wildcard with distinct literals in any order, and no other chain', () => {
  expect(tree("$k === 'a' || $k === 'b' || $k === 'c'")).toBe(tree("$k === 'c' || ($k === 'a' || $k === 'b')"));
  expect(tree("$k === 'a' ? 1 : $k === 'b' ? 2 : -1")).toBe(tree("$k === 'b' ? 2 : $k === 'a' ? 1 : -1"));
  // The values stay with their cases, and the fallback stays last.
  expect(tree("$k === 'a' ? 1 : $k === 'b' ? 2 : -1")).not.toBe(tree("$k === 'b' ? 1 : $k === 'a' ? 2 : -1"));
  expect(tree("$k === 'a' ? 1 : $k === 'b' ? 2 : -1")).not.toBe(tree("$k === 'a' ? 1 : $k === 'b' ? -1 : 2"));
  // Any other operand may fail or overlap: its chain keeps its order.
  expect(tree('a || b')).not.toBe(tree('b || a'));
  expect(tree("$k === 'a' || x")).not.toBe(tree("x || $k === 'a'"));
  expect(tree("$k === 'a' || $j === 'b'")).not.toBe(tree("$j === 'b' || $k === 'a'"));
  expect(tree("x === 'a' ? 1 : x === 'b' ? 2 : 3")).not.toBe(tree("x === 'b' ? 2 : x === 'a' ? 1 : 3"));
  expect(tree("$k === 'a' ? 1 : $k === 'a' ? 2 : 3")).not.toBe(tree("$k === 'a' ? 2 : $k === 'a' ? 1 : 3"));
});

it('subtracts a sum as one term, and reads a regular expression as one operand', () => {
  expect(tree(minus('a', plus('b', 'c')))).toBe(tree('a - (b + c)'));
  expect(tree(and("newData.val().matches(/^a|b$/)", 'c'))).toBe(tree("newData.val().matches(/^a|b$/) && c"));
  expect(tree(and(textLen(1, 40), 'c'))).toBe(tree('newData.isString() && newData.val().length >= 1 && newData.val().length <= 40 && c'));
});

it('turns a path with rule expressions into a concatenation of the same parts', () => {
  expect(pathExpr(`members/proost/${key('$code')}/${key('auth.uid')}`)).toBe("'members/proost/' + $code + '/' + auth.uid");
  expect(tree(root(`${key(ifElse("$game === 'cah'", "'cah/games/'", "$game + '/'"))}${key('$code')}`))).toBe(
    tree("root.child(($game === 'cah' ? 'cah/games/' : $game + '/') + $code)"),
  );
  expect(tree(root(`draws/p${key(minus('newData.val()', 1))}`))).toBe(tree("root.child('draws/p' + (newData.val() - 1))"));
});

it('derives a record\'s required children from its fields, leaving out the optional ones', () => {
  const node = r.record({ a: 'x', b: 'y', c: 'z' }, { optional: ['b'], before: ['p'], after: ['q'] });
  expect(node['.validate']).toBe("p && newData.hasChildren(['a', 'c']) && q");
  expect(Object.keys(node)).toEqual(['.validate', 'a', 'b', 'c', '$other']);
  expect(node.b).toEqual({ '.validate': 'y' });
  expect(r.requires({ a: 'x', b: 'y' })).toBe("newData.hasChildren(['a', 'b'])");
});

it('names wildcards and snapshot reads without raw text', () => {
  const $uid = r.wild('uid');
  expect($uid).toBe('$uid');
  expect(() => r.wild('$uid')).toThrow();
  expect(tree(r.valAt(r.newParent(2), `players/${r.key($uid)}/name`))).toBe(tree("newData.parent().parent().child('players/' + $uid + '/name').val()"));
  expect(tree(r.asString(r.oldChildVal('ship')))).toBe(tree("data.child('ship').val() + ''"));
  expect(tree(r.div(r.group(r.minus(r.length('t'), r.length(r.replace('t', '@x', '')))), 8))).toBe(tree("(t.length - t.replace('@x', '').length) / 8"));
  expect(r.isInteger).toBe('newData.isNumber() && newData.val() % 1 === 0');
});
