import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { type ImageSize, imageSize } from '../../core/images/imageSize';
import { importNode, type JsxValue, jsxElement, type MdNode } from '../shared/mdxImport';

const COMPONENT = path.resolve(import.meta.dirname, '../../theme/components/mdx/ZoomableImage.tsx');
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
/** Icons and badges this small are read in place, not enlarged: they stay plain images. */
const ICON_MAX_PX = 64;

const isJsx = (node: MdNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const LINKS = new Set(['link', 'linkReference']);

/** The default imports at the top of a page (Rspress turns each relative image into one), by local name. */
function importedFiles(tree: MdNode): Map<string, string> {
  const files = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree?: { body?: unknown[] } } | undefined)?.estree?.body ?? [];
    for (const statement of body as { type: string; specifiers?: { type: string; local: { name: string } }[]; source?: { value: unknown } }[]) {
      const specifier = statement.specifiers?.find((candidate) => candidate.type === 'ImportDefaultSpecifier');
      if (statement.type === 'ImportDeclaration' && specifier && typeof statement.source?.value === 'string')
        files.set(specifier.local.name, statement.source.value);
    }
  }
  return files;
}

function sizeOf(file: string): ImageSize | undefined {
  try {
    return imageSize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** An image as the page gives it: its source (a URL, or the name Rspress imported its file under), words and file. */
interface PageImage {
  src: JsxValue;
  alt?: string;
  title?: string;
  file?: string;
}

const withoutQuery = (url: string) => decodeURI(url.replace(/[?#].*$/, ''));

/** A Markdown image, or the `<img>` Rspress made of one with a relative path; an `<img>` written with other attributes is the writer's. */
function pageImage(node: MdNode, imports: Map<string, string>, page: string, publicDir: string): PageImage | undefined {
  if (node.type === 'image' && typeof node.url === 'string') {
    const url = node.url;
    const file = url.startsWith('/') && !url.startsWith('//') ? path.join(publicDir, withoutQuery(url)) : undefined;
    return { src: url, alt: (node.alt as string | null) ?? undefined, title: (node.title as string | null) ?? undefined, file };
  }
  if (!isJsx(node) || node.name !== 'img') return undefined;
  const attributes = (node.attributes ?? []) as { type: string; name?: string; value?: unknown }[];
  if (!attributes.every((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.name === 'src' || attribute.name === 'alt'))) return undefined;
  const src = attributes.find((attribute) => attribute.name === 'src')?.value as { type?: string; value?: string } | undefined;
  const imported = src?.type === 'mdxJsxAttributeValueExpression' ? imports.get(src.value ?? '') : undefined;
  if (!src?.value || !imported) return undefined;
  const alt = attributes.find((attribute) => attribute.name === 'alt')?.value;
  return { src: { identifier: src.value }, alt: typeof alt === 'string' ? alt : undefined, file: path.resolve(path.dirname(page), withoutQuery(imported)) };
}

/**
 * Images of a page's text open enlarged (theme/components/mdx/ZoomableImage) and carry the width and height
 * read from their files, so their box is kept before they load. An image inside a link keeps the link's
 * meaning, and an icon-sized one stays in its line: both remain plain images, with their size. Pages without
 * images import nothing.
 */
export function remarkContentImages(publicDir = PUBLIC_DIR) {
  return () => (tree: MdNode, file: { path?: string }) => {
    const imports = importedFiles(tree);
    let zoomable = 0;
    const visit = (parent: MdNode, inLink: boolean) => {
      parent.children = parent.children?.map((node) => {
        const image = pageImage(node, imports, file.path ?? '', publicDir);
        if (!image) {
          if (node.children) visit(node, inLink || LINKS.has(node.type) || (isJsx(node) && node.name === 'a'));
          return node;
        }
        const size = image.file ? sizeOf(image.file) : undefined;
        const icon = size !== undefined && size.width <= ICON_MAX_PX && size.height <= ICON_MAX_PX;
        if (inLink || icon) {
          if (size && node.type === 'image') node.data = { ...(node.data as object), hProperties: { width: size.width, height: size.height } };
          else if (size) node.attributes = [...(node.attributes as MdNode[]), ...(jsxElement('img', { ...size }).attributes as MdNode[])];
          return node;
        }
        zoomable++;
        const element = jsxElement('ZoomableImage', { src: image.src, alt: image.alt, title: image.title, width: size?.width, height: size?.height });
        // In a paragraph's line, as the image was.
        return { ...element, type: node.type === 'image' ? 'mdxJsxTextElement' : node.type };
      });
    };
    visit(tree, false);
    if (zoomable > 0) tree.children = [importNode('ZoomableImage', COMPONENT, true), ...(tree.children ?? [])];
  };
}

export function contentImagesPlugin(): RspressPlugin {
  return { name: 'rainbond-content-images', markdown: { remarkPlugins: [remarkContentImages()] } };
}
