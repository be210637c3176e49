export interface MdNode {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  children?: MdNode[];
  [key: string]: unknown;
}

/** An MDX ESM node `import X from '…'` (default) or `import { X } from '…'` (named), as remark plugins insert them. */
export function importNode(name: string, from: string, named: boolean): MdNode {
  const source = JSON.stringify(from);
  const specifier = named
    ? { type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } }
    : { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } };
  return {
    type: 'mdxjsEsm',
    value: named ? `import { ${name} } from ${source}` : `import ${name} from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [specifier], source: { type: 'Literal', value: from, raw: source } }],
      },
    },
  };
}

/** An MDX ESM node `import '…'`, for a module run for its side effects. */
export function sideEffectImportNode(from: string): MdNode {
  const source = JSON.stringify(from);
  return {
    type: 'mdxjsEsm',
    value: `import ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [], source: { type: 'Literal', value: from, raw: source } }],
      },
    },
  };
}

/** Whether any node of the tree satisfies `test`. */
export function someNode(node: MdNode, test: (node: MdNode) => boolean): boolean {
  return test(node) || (node.children ?? []).some((child) => someNode(child, test));
}

/** A JSX attribute value: a string as it is, a number or `{ identifier }` as an expression. */
export type JsxValue = string | number | { identifier: string };

function jsxAttribute(name: string, value: JsxValue): MdNode {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  const expression = typeof value === 'number' ? { type: 'Literal', value, raw: String(value) } : { type: 'Identifier', name: value.identifier };
  const code = typeof value === 'number' ? String(value) : value.identifier;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: code,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

/** A block-level `<Name attr=… />` element, as remark plugins insert components. */
export function jsxElement(name: string, attributes: Record<string, JsxValue | undefined>): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).flatMap(([key, value]) => (value === undefined ? [] : [jsxAttribute(key, value)])),
    children: [],
  };
}
