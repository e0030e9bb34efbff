// ESLint rule for the rules modules (docs/security.md «Rules as code»): a rule
// expression is built with the helpers of rules/dsl.ts, never written as raw text beside them.
// Raw text is a string literal or a template literal's text that holds a piece of the rules
// language: a snapshot or context name (newData, data., root., auth, now), a wildcard ($uid), a
// snapshot method (.val(), .child(, .exists() …), an operator (===, &&, ||, ' < ', ' + ' …) or a
// bracket at either end. Import sources and
// property keys ('.validate', '$uid') are names, not expressions, and are not checked.

/** Text that reads as a piece of the rules language. */
export const RAW_RULE =
  /\b(?:newData|auth)\b|\bdata\b\s*\.|^\s*data\s*$|\broot\b\s*\.|^\s*root\s*$|\bnow\b|\$[A-Za-z_]|\.(?:val|child|exists|parent|isNumber|isString|isBoolean|hasChild|hasChildren|matches|beginsWith|endsWith|contains|length)\b|===|!==|&&|\|\||\s(?:[<>]=?|[-+*%?:])\s|^\s*[()]|[()]\s*$/;

function isKey(node) {
  const p = node.parent;
  if (!p) return false;
  if ((p.type === 'Property' || p.type === 'PropertyDefinition' || p.type === 'TSPropertySignature') && p.key === node && !p.computed) return true;
  return p.type === 'ImportDeclaration' || p.type === 'ExportNamedDeclaration' || p.type === 'ExportAllDeclaration' || p.type === 'ImportExpression' || p.type === 'TSLiteralType' || p.type === 'TSExternalModuleReference';
}

const noRawRules = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse raw rule expressions in the rules modules (build them with rules/dsl.ts)' },
    schema: [],
    messages: { raw: 'Raw rule text «{{text}}»: build it with the helpers of rules/dsl.ts (add one there if it is missing).' },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text !== 'string' || !RAW_RULE.test(text)) return;
      context.report({ node, messageId: 'raw', data: { text: text.length > 60 ? `${text.slice(0, 60)}…` : text } });
    };
    return {
      Literal: (node) => {
        if (!isKey(node)) check(node, node.value);
      },
      TemplateElement: (node) => {
        if (node.parent?.parent?.type !== 'TaggedTemplateExpression' || node.parent.parent.tag.name !== 'String') {
          check(node, node.value.cooked);
        }
      },
    };
  },
};

const plugin = { rules: { 'no-raw-rules': noRawRules } };

export default plugin;
