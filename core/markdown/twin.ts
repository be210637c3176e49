import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Handle, toMarkdown } from 'mdast-util-to-markdown';
import { ADMONITION_TITLES } from '../data/admonitions';
import { magicComments } from '../dialect/codeFences';

/**
 * A page's Markdown twin: what a page shows, as plain Markdown for readers who copy it and for tools that
 * read docs. It is written from the syntax tree the page is compiled from, after the site's own parsing
 * (admonitions, MDX) and before anything turns code or diagrams into components.
 */

/** A node of the syntax tree (mdast with the MDX and directive nodes), loosely typed. */
export interface TwinNode {
  type: string;
  name?: string | null;
  value?: unknown;
  children?: TwinNode[];
  [key: string]: unknown;
}

interface Walk {
  /** The page's own URL: relative links and anchors resolve against it. */
  base: URL;
  origin: string;
  /** Depth of the last heading passed, so that a tab's heading sits below it. */
  depth: number;
  /** Inside a table cell, where a line break cannot be written. */
  inCell: boolean;
}

/** Rspress's name for an admonition (plugins/dialect/remarkAdmonitions.ts). */
const CALLOUT = '$$$callout$$$';
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);
/** Nodes that hold nothing a reader sees: imports, exports, expressions (MDX comments among them), front matter. */
const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml']);
const VIDEO_COMPONENTS = new Set(['BilibiliVideo', 'Video', 'Bvideo']);

const text = (value: string): TwinNode => ({ type: 'text', value });
const paragraph = (children: TwinNode[]): TwinNode => ({ type: 'paragraph', children });
const lineBreak = (walk: Walk): TwinNode => (walk.inCell ? text(' ') : { type: 'break' });

/** Text of a node and its descendants. */
export function plainText(node: TwinNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** An MDX element's attribute as a string (expressions and valueless attributes give undefined). */
function attribute(node: TwinNode, name: string): string | undefined {
  const found = (node.attributes as { type: string; name?: string; value?: unknown }[] | undefined)?.find(
    (entry) => entry.type === 'mdxJsxAttribute' && entry.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** A URL of the site as an absolute address of its page (no `.html`, no trailing slash); other URLs unchanged. */
export function absoluteUrl(url: string, base: URL, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith(origin)) return url;
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return url;
  }
  if (resolved.origin !== new URL(origin).origin) return resolved.href;
  const pathname = resolved.pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  const address = `${origin}${pathname === '/' ? '' : pathname}${resolved.search}${resolved.hash}`;
  // Chinese paths and anchors read as written.
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/** Consecutive phrasing nodes in a paragraph each, as a block's children must be. */
function asBlocks(nodes: TwinNode[]): TwinNode[] {
  const out: TwinNode[] = [];
  let run: TwinNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || String(node.value).trim())) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Raw HTML in a `.md` page: a line break stays one, a comment goes, other tags leave their text. */
function fromHtml(node: TwinNode, walk: Walk): TwinNode[] {
  const html = String(node.value ?? '');
  if (/^<br\s*\/?>$/i.test(html.trim())) return [lineBreak(walk)];
  const rest = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, walk.inCell ? ' ' : '\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
  return rest.trim() ? [text(rest)] : [];
}

/** `<Tabs>`: each tab's label as a heading one level below the section, its content below it. */
function fromTabs(node: TwinNode, walk: Walk): TwinNode[] {
  const depth = Math.min(walk.depth + 1, 6);
  // A tab written on one line is parsed as a paragraph that holds it.
  const items = (node.children ?? []).flatMap((child) =>
    child.type === 'paragraph' && child.children?.some((inner) => inner.name === 'TabItem')
      ? (child.children ?? []).filter((inner) => inner.name === 'TabItem')
      : [child],
  );
  return items.flatMap((item) => {
    if (!item.type.startsWith('mdxJsx') || item.name !== 'TabItem') return convert(item, walk);
    const label = attribute(item, 'label') ?? attribute(item, 'value') ?? '';
    const saved = walk.depth;
    walk.depth = depth;
    const body = asBlocks(convertAll(item.children ?? [], walk));
    walk.depth = saved;
    return [{ type: 'heading', depth, children: [text(label)] }, ...body];
  });
}

/** MDX elements: those with a Markdown form get it; any other is written as its text. */
function fromJsx(node: TwinNode, walk: Walk): TwinNode[] {
  const flow = node.type === 'mdxJsxFlowElement';
  const children = () => convertAll(node.children ?? [], walk);
  const name = node.name ?? '';
  if (name === 'Tabs') return fromTabs(node, walk);
  if (name === 'br') return [lineBreak(walk)];
  if (name === 'img') {
    const image: TwinNode = { type: 'image', url: absoluteUrl(attribute(node, 'src') ?? '', walk.base, walk.origin), alt: attribute(node, 'alt') ?? '' };
    return [flow ? paragraph([image]) : image];
  }
  if (name === 'a' && attribute(node, 'href')) {
    const link: TwinNode = { type: 'link', url: absoluteUrl(attribute(node, 'href') ?? '', walk.base, walk.origin), children: children() };
    return [flow ? paragraph([link]) : link];
  }
  if (name === 'code') return [{ type: 'inlineCode', value: plainText(node) }];
  if (VIDEO_COMPONENTS.has(name)) {
    const bvid = attribute(node, 'bvid') ?? attribute(node, 'id') ?? /[?&]bvid=(BV[0-9A-Za-z]{10})/.exec(attribute(node, 'src') ?? '')?.[1];
    const title = attribute(node, 'title') ?? '视频';
    if (!bvid) return [];
    return [paragraph([text('视频：'), { type: 'link', url: `https://www.bilibili.com/video/${bvid}`, children: [text(title)] }])];
  }
  if (name === 'details') return [{ type: 'blockquote', children: asBlocks(children()) }];
  if (name === 'summary') return [paragraph([{ type: 'strong', children: children().filter((child) => PHRASING.has(child.type)) }])];
  return flow ? asBlocks(children()) : children();
}

/** An admonition as a quoted block that opens with its title in bold. */
function fromCallout(node: TwinNode, walk: Walk): TwinNode[] {
  const attributes = (node.attributes ?? {}) as { type?: string; title?: string };
  const title = attributes.title ?? ADMONITION_TITLES[attributes.type ?? 'note'] ?? ADMONITION_TITLES.note;
  return [{ type: 'blockquote', children: [paragraph([{ type: 'strong', children: [text(title)] }]), ...asBlocks(convertAll(node.children ?? [], walk))] }];
}

function convertAll(nodes: TwinNode[], walk: Walk): TwinNode[] {
  return nodes.flatMap((node) => convert(node, walk));
}

function convert(node: TwinNode, walk: Walk): TwinNode[] {
  if (DROPPED.has(node.type)) return [];
  switch (node.type) {
    case 'heading':
      walk.depth = Number(node.depth);
      return [{ ...node, children: convertAll(node.children ?? [], walk) }];
    case 'code': {
      const lang = typeof node.lang === 'string' ? node.lang.toLowerCase() : null;
      return [{ type: 'code', lang, meta: null, value: magicComments(String(node.value ?? '')).code }];
    }
    case 'link':
    case 'definition':
      return [{ ...node, url: absoluteUrl(String(node.url ?? ''), walk.base, walk.origin), children: node.children && convertAll(node.children, walk) }];
    case 'image':
      return [{ ...node, url: absoluteUrl(String(node.url ?? ''), walk.base, walk.origin), alt: node.alt ?? '' }];
    case 'html':
      return fromHtml(node, walk);
    case 'break':
      return [lineBreak(walk)];
    case 'tableCell': {
      const inCell = walk.inCell;
      walk.inCell = true;
      const children = convertAll(node.children ?? [], walk);
      walk.inCell = inCell;
      return [{ ...node, children }];
    }
    case 'containerDirective':
      return node.name === CALLOUT ? fromCallout(node, walk) : asBlocks(convertAll(node.children ?? [], walk));
    case 'leafDirective':
    case 'textDirective':
      return convertAll(node.children ?? [], walk);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return fromJsx(node, walk);
    default:
      return node.children ? [{ ...node, children: convertAll(node.children, walk) }] : [node];
  }
}

/** The characters that some escape pattern starts from, as one expression, by pattern list. */
const patternCharacters = new WeakMap<object, RegExp>();

/**
 * Text, escaped as mdast-util-to-markdown escapes it, but testing only the escape patterns whose character
 * occurs in it (with its neighbours): the others cannot match, and running each of the ~70 patterns over
 * every text was two thirds of the time printing the site's 667 pages took (output unchanged).
 */
const escapedText: Handle = (node, parent, state, info) => {
  const siblings = parent && 'children' in parent ? parent.children : [];
  const index = state.indexStack[state.indexStack.length - 1];
  const value = String(node.value);
  const all = state.unsafe;
  let characters = patternCharacters.get(all);
  if (!characters) {
    characters = new RegExp(
      `[${[...new Set(all.map((pattern) => pattern.character))].map((character) => `\\u{${character.codePointAt(0)?.toString(16)}}`).join('')}]`,
      'gu',
    );
    patternCharacters.set(all, characters);
  }
  const present = new Set(`${info.before}${value}${info.after}`.match(characters));
  state.unsafe = all.filter((pattern) => present.has(pattern.character));
  try {
    return state.safe(value, { ...info, afterNode: siblings[index + 1], beforeNode: siblings[index - 1] });
  } finally {
    state.unsafe = all;
  }
};

/**
 * The Markdown of a page's body. `title` is the page's title: a first heading of level 1 that repeats it is
 * left out, since the twin opens with the title.
 */
export function markdownBody(tree: TwinNode, { origin, route, title }: { origin: string; route: string; title: string }): string {
  const walk: Walk = { base: new URL(route, origin), origin, depth: 1, inCell: false };
  let children = convertAll(tree.children ?? [], walk);
  const first = children.findIndex((node) => node.type === 'heading');
  if (first >= 0 && children[first].depth === 1 && plainText(children[first]).trim() === title.trim())
    children = children.filter((_, index) => index !== first);
  const root = { type: 'root', children: asBlocks(children) };
  return toMarkdown(root as Parameters<typeof toMarkdown>[0], {
    // Cells padded to line up in ASCII do not line up in Chinese anyway.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '*',
    fence: '`',
    fences: true,
    handlers: { text: escapedText },
    listItemIndent: 'one',
    rule: '-',
    strong: '*',
  }).trim();
}

/** What the twin's header says of its page. */
export interface TwinHeader {
  title: string;
  /** The page's address. */
  url: string;
  description?: string;
  /** The docs version's label, e.g. V6.2. */
  version?: string;
  /** When the page last changed, as the page shows it (formatted). */
  updated?: string;
  /** The word for that date: 最后更新 for docs, 发布时间 for posts. */
  updatedLabel?: string;
}

/** The whole twin: the title as `#`, a short header, then the body. */
export function twinDocument(header: TwinHeader, body: string): string {
  const facts = [
    header.version && `- 版本：${header.version}`,
    header.updated && `- ${header.updatedLabel ?? '最后更新'}：${header.updated}`,
    `- 网页：${header.url}`,
  ].filter(Boolean);
  const description = header.description?.trim() ? [`> ${header.description.trim().replace(/\s*\n\s*/g, ' ')}`, ''] : [];
  return [`# ${header.title.trim()}`, '', ...description, ...facts, '', body.trim(), ''].join('\n');
}
