import { hastToHtml } from 'shiki/core';

interface HastNode {
  type: string;
  tagName?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: unknown[];
  children?: HastNode[];
  data?: unknown;
}

/** A JSX attribute `name={expression}` whose expression is a string literal or `{ __html: string }`. */
function expressionAttribute(name: string, expression: Record<string, unknown>, source: string) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

/** The `<code>` of a highlighted block with its tokens as one HTML string. */
function htmlCode(code: HastNode): HastNode {
  const html = hastToHtml({ type: 'root', children: code.children ?? [] } as Parameters<typeof hastToHtml>[0]);
  const attributes: unknown[] = [];
  for (const [key, value] of Object.entries(code.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    attributes.push({ type: 'mdxJsxAttribute', name: key, value: text });
  }
  const literal = { type: 'Literal', value: html, raw: JSON.stringify(html) };
  const object = {
    type: 'ObjectExpression',
    properties: [
      { type: 'Property', method: false, shorthand: false, computed: false, kind: 'init', key: { type: 'Identifier', name: '__html' }, value: literal },
    ],
  };
  attributes.push(expressionAttribute('dangerouslySetInnerHTML', object, `{ __html: ${JSON.stringify(html)} }`));
  return { type: 'mdxJsxFlowElement', name: 'code', attributes, children: [] };
}

const isHighlighted = (node: HastNode) =>
  node.type === 'element' &&
  node.tagName === 'pre' &&
  node.children?.length === 1 &&
  node.children[0].tagName === 'code' &&
  (node.children[0].children?.length ?? 0) > 0;

/**
 * A highlighted code block's tokens become one HTML string on its `<code>` instead of a JSX element per
 * token: a page's module shrinks to a fraction, and compiling, minifying and rendering it costs as much
 * less (every token was a node through MDX's transforms, SWC, the minifier and React). The `pre` stays
 * an element, so the theme's code block (buttons, title, wrapping) frames it as before.
 */
export function rehypeCodeHtml() {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (isHighlighted(child)) {
        const [code] = child.children as HastNode[];
        child.children = [htmlCode(code)];
      } else visit(child);
    }
  };
  return (tree: HastNode) => visit(tree);
}
