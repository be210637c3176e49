import { NAV_ITEMS, type NavLink } from '../../core/data/site';
import { versionOfPath } from '../../core/docs/navigation';
import type { PageKind, SearchRecord } from '../../core/search/format';
import { readDiagram } from '../mermaid/diagram';

/** What the indexer needs of a page (Rspress's PageIndexInfo, plus the code of each part from plugins/page-data). */
export interface IndexablePage {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter: Record<string, unknown>;
  /** Code of the part before the first h2/h3, then of each h2/h3 section. */
  code?: string[];
  /** Site links of the page: [text, path]. */
  links?: [string, string][];
  /** Each diagram's source, which the page's text holds as it holds code. */
  diagrams?: string[];
}

/** For each page path, the texts other pages link to it with (each text once). */
export function linkTexts(pages: IndexablePage[]): Map<string, string> {
  const texts = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const [text, target] of page.links ?? []) {
      const key = target.toLowerCase();
      if (key === page.routePath.toLowerCase()) continue;
      const set = texts.get(key) ?? new Set<string>();
      set.add(text.trim());
      texts.set(key, set);
    }
  }
  return new Map([...texts].map(([key, set]) => [key, [...set].join(' ')]));
}

const SKIPPED = [/^\/404$/, /^\/search$/, /^\/blog\/page\/\d+$/, /^\/blog\/(archive|authors)$/];

/** The site's own sections, named as the navbar names them (博客, 用户案例, 使用场景, ...). */
const SECTIONS = NAV_ITEMS.flatMap((item) => (item.type === 'dropdown' ? item.items : [item])).filter(
  (entry): entry is NavLink => entry.type === 'link' && entry.to.startsWith('/'),
);

function area(routePath: string): string {
  const version = versionOfPath(routePath);
  if (version) return version.isLast ? '文档' : `文档 ${version.label}`;
  return SECTIONS.find(({ to }) => routePath === to || routePath.startsWith(`${to}/`))?.label ?? '网站';
}

/** Pages of the OpenAPI reference (its endpoint groups and endpoints), in any docs version. */
const API_REFERENCE = /^\/docs\/(?:\d[\w.-]*\/)?api\/./;

function kindOf(routePath: string): PageKind {
  if (versionOfPath(routePath)) return API_REFERENCE.test(routePath) ? 'api' : 'doc';
  return routePath.startsWith('/blog') ? 'blog' : 'site';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A part of the page's text with each diagram's source (which showed in snippets as `flowchart LR accTitle: …`)
 * replaced by what the page shows of it in words: its title below the picture and its description.
 */
function diagramsAsWords(text: string, diagrams: string[] = []): string {
  return diagrams.reduce((rest, diagram) => {
    if (!diagram) return rest;
    const { title = '', description = '' } = readDiagram(diagram);
    return rest.split(diagram).join(` ${title} ${description} `);
  }, text);
}

/** Index name of a page: its docs version, or `current` for the blog and the site pages. */
export const indexOf = (routePath: string) => versionOfPath(routePath)?.name ?? 'current';

/** One record for the page (its title and intro, or description) and one per h2/h3 section, each with its whole text. */
export function pageRecords(page: IndexablePage, anchors = ''): SearchRecord[] {
  if (SKIPPED.some((pattern) => pattern.test(page.routePath))) return [];
  if (page.frontmatter.unlisted === true || page.frontmatter.draft === true || page.frontmatter.title === '页面已移动') return [];
  const title = (page.frontmatter.title as string | undefined) || page.title;
  if (!title) return [];
  const lvl0 = area(page.routePath);
  const kind = kindOf(page.routePath);
  const headings = page.toc.filter((item) => item.depth <= 3 && item.charIndex >= 0);
  // Code belongs to its section when the source's headings line up with the page's; else all to the page.
  const code = page.code && page.code.length === headings.length + 1 ? page.code : [page.code?.join('\n') ?? ''];
  const firstHeading = headings[0]?.charIndex ?? page.content.length;
  const description = clean(String(page.frontmatter.description ?? ''));
  const keywords = Array.isArray(page.frontmatter.keywords) ? page.frontmatter.keywords.join(' ') : String(page.frontmatter.keywords ?? '');
  const intro = clean(diagramsAsWords(page.content.slice(0, firstHeading), page.diagrams)) || description;
  const summary = clean(`${lvl0} ${description} ${keywords}`);
  const records: SearchRecord[] = [{ url: page.routePath, hierarchy: { lvl0, lvl1: title }, content: intro, code: code[0], anchors, summary, kind }];
  let lvl2: string | undefined;
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.charIndex ?? page.content.length;
    // The section text starts after the heading line itself.
    const body = page.content.slice(heading.charIndex + heading.text.length, end);
    if (heading.depth === 2) lvl2 = heading.text;
    records.push({
      url: `${page.routePath}#${heading.id}`,
      hierarchy: heading.depth === 2 ? { lvl0, lvl1: title, lvl2: heading.text } : { lvl0, lvl1: title, lvl2: lvl2 ?? heading.text, lvl3: heading.text },
      content: clean(diagramsAsWords(body, page.diagrams)),
      code: code[index + 1],
      kind,
    });
  });
  return records;
}
