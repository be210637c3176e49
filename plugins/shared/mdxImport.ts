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
