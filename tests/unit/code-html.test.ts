import { describe, expect, it } from 'vitest';
import { rehypeCodeHtml } from '../../plugins/shiki/rehypeCodeHtml';

const span = (color: string, text: string) => ({
  type: 'element',
  tagName: 'span',
  properties: { style: `color:${color}` },
  children: [{ type: 'text', value: text }],
});

describe('rehypeCodeHtml', () => {
  it("gives a highlighted block's code its tokens as one HTML string, and leaves the pre and other code alone", () => {
    const code = { type: 'element', tagName: 'code', properties: { className: ['language-bash'] }, children: [span('red', 'echo'), span('blue', ' "<hi>"')] };
    const pre = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [code] };
    const inline = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] };
    const tree = { type: 'root', children: [pre, { type: 'element', tagName: 'p', children: [inline] }] };
    rehypeCodeHtml()(tree);
    const [replaced] = pre.children as unknown as { type: string; name: string; attributes: { name: string; value: unknown }[] }[];
    expect(replaced).toMatchObject({ type: 'mdxJsxFlowElement', name: 'code', children: [] });
    expect(replaced.attributes[0]).toEqual({ type: 'mdxJsxAttribute', name: 'className', value: 'language-bash' });
    const html = replaced.attributes[1].value as {
      value: string;
      data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } };
    };
    const literal = html.data.estree.body[0].expression.properties[0].value.value;
    expect(literal).toBe('<span style="color:red">echo</span><span style="color:blue"> "&#x3C;hi>"</span>');
    expect(html.value).toBe(`{ __html: ${JSON.stringify(literal)} }`);
    expect(tree.children[1]).toEqual({ type: 'element', tagName: 'p', children: [inline] });
  });
});
