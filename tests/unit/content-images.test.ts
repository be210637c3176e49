import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remarkContentImages } from '../../plugins/content-images';
import type { MdNode } from '../../plugins/shared/mdxImport';

const CARD = path.resolve(import.meta.dirname, '../../public/img/social-card.png');
/** The first 24 bytes of a PNG: signature and IHDR with its size. */
const png = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, width, 0, 0, 0, height]),
  ]);

let dir = '';
let publicDir = '';
let page = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-images-'));
  publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'img'), { recursive: true });
  copyFileSync(CARD, path.join(publicDir, 'img/card.png'));
  writeFileSync(path.join(publicDir, 'img/icon.png'), png(32, 32));
  mkdirSync(path.join(dir, 'docs/guide/assets'), { recursive: true });
  copyFileSync(CARD, path.join(dir, 'docs/guide/assets/flow.png'));
  page = path.join(dir, 'docs/guide/page.mdx');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (children: MdNode[]) => {
  const tree: MdNode = { type: 'root', children };
  remarkContentImages(publicDir)()(tree, { path: page });
  return tree;
};
const image = (url: string, alt = '流程图'): MdNode => ({ type: 'image', url, alt, title: null });
const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
/** A JSX element's attributes by name: strings as written, expressions as their code. */
const attributes = (node: MdNode) =>
  Object.fromEntries(
    (node.attributes as { name: string; value: string | { value: string } }[]).map(({ name, value }) => [
      name,
      typeof value === 'string' ? value : value.value,
    ]),
  );

describe('remarkContentImages', () => {
  it('turns an image of the text into a zoomable one with the size read from its file, imported once', () => {
    const tree = run([paragraph(image('/img/card.png', '默认分享卡片')), paragraph(image('/img/card.png?v=2'))]);
    expect(tree.children?.[0]).toMatchObject({ type: 'mdxjsEsm', value: expect.stringMatching(/^import \{ ZoomableImage \} from ".*ZoomableImage\.tsx"$/) });
    expect(tree.children).toHaveLength(3);
    const [first, second] = [tree.children?.[1].children?.[0], tree.children?.[2].children?.[0]] as MdNode[];
    expect(first).toMatchObject({ type: 'mdxJsxTextElement', name: 'ZoomableImage' });
    expect(attributes(first)).toEqual({ src: '/img/card.png', alt: '默认分享卡片', width: '1200', height: '630' });
    expect(attributes(second)).toMatchObject({ src: '/img/card.png?v=2', width: '1200', height: '630' });
  });

  it('sizes an image beside the page, which Rspress has imported', () => {
    const tree = run([
      {
        type: 'mdxjsEsm',
        data: {
          estree: {
            body: [
              {
                type: 'ImportDeclaration',
                specifiers: [{ type: 'ImportDefaultSpecifier', local: { name: 'image0' } }],
                source: { value: './assets/flow.png' },
              },
            ],
          },
        },
      },
      paragraph({
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'src', value: { type: 'mdxJsxAttributeValueExpression', value: 'image0' } },
          { type: 'mdxJsxAttribute', name: 'alt', value: '构建流程' },
        ],
        children: [],
      }),
    ]);
    const zoomable = tree.children?.[2].children?.[0] as MdNode;
    expect(zoomable.name).toBe('ZoomableImage');
    expect(attributes(zoomable)).toEqual({ src: 'image0', alt: '构建流程', width: '1200', height: '630' });
  });

  it('keeps an image inside a link and an icon-sized image plain, with their size', () => {
    const link: MdNode = { type: 'link', url: '/docs', children: [image('/img/card.png')] };
    const tree = run([paragraph(link), paragraph(image('/img/icon.png', '图标'))]);
    expect(tree.children).toHaveLength(2);
    expect(link.children?.[0]).toMatchObject({ type: 'image', data: { hProperties: { width: 1200, height: 630 } } });
    expect(tree.children?.[1].children?.[0]).toMatchObject({ type: 'image', data: { hProperties: { width: 32, height: 32 } } });
  });

  it('still zooms an image whose size it cannot read, without inventing one', () => {
    const tree = run([paragraph(image('https://example.com/remote.png')), paragraph(image('/img/missing.png'))]);
    for (const index of [1, 2]) {
      const zoomable = tree.children?.[index].children?.[0] as MdNode;
      expect(zoomable.name).toBe('ZoomableImage');
      expect(attributes(zoomable)).not.toHaveProperty('width');
    }
  });

  it('adds nothing to a page without images', () => {
    const tree = run([paragraph({ type: 'text', value: '没有图片' })]);
    expect(tree.children).toEqual([paragraph({ type: 'text', value: '没有图片' })]);
  });
});
