import type { SearchRecord } from '../../theme/components/Search/logic/types';
import { versionOfPath } from '../../theme/logic/docs';

/** What the indexer needs of a page (a subset of Rspress's PageIndexInfo). */
export interface IndexablePage {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter: Record<string, unknown>;
}

/** Body text kept per section: enough to match and to show a snippet, small enough for the 200 KB gzip budget. */
export const MAX_SECTION_CHARS = 90;
/** h3 sections are mostly found by their heading; they keep less body text. */
export const MAX_SUBSECTION_CHARS = 48;

const SKIPPED = [/^\/404$/, /^\/search$/, /^\/blog\/page\/\d+$/, /^\/blog\/(archive|authors)$/];

function area(routePath: string): string {
  const version = versionOfPath(routePath);
  if (version) return version.isLast ? '文档' : `文档 ${version.label}`;
  return routePath.startsWith('/blog') ? '博客' : '网站';
}

const clean = (text: string, max = MAX_SECTION_CHARS) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** Index name of a page: its docs version, or `current` for the blog and the site pages. */
export const indexOf = (routePath: string) => versionOfPath(routePath)?.name ?? 'current';

/** One record for the page (title, intro or description) and one per h2/h3 section. */
export function pageRecords(page: IndexablePage): SearchRecord[] {
  if (SKIPPED.some((pattern) => pattern.test(page.routePath))) return [];
  if (page.frontmatter.unlisted === true || page.frontmatter.draft === true || page.frontmatter.title === '页面已移动') return [];
  const title = (page.frontmatter.title as string | undefined) || page.title;
  if (!title) return [];
  const lvl0 = area(page.routePath);
  const headings = page.toc.filter((item) => item.depth <= 3 && item.charIndex >= 0);
  const firstHeading = headings[0]?.charIndex ?? page.content.length;
  const intro = clean(page.content.slice(0, firstHeading)) || clean(String(page.frontmatter.description ?? ''));
  const records: SearchRecord[] = [{ url: page.routePath, hierarchy: { lvl0, lvl1: title }, content: intro }];
  let lvl2: string | undefined;
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.charIndex ?? page.content.length;
    // The section text starts after the heading line itself.
    const body = page.content.slice(heading.charIndex + heading.text.length, end);
    if (heading.depth === 2) lvl2 = heading.text;
    records.push({
      url: `${page.routePath}#${heading.id}`,
      hierarchy: heading.depth === 2 ? { lvl0, lvl1: title, lvl2: heading.text } : { lvl0, lvl1: title, lvl2: lvl2 ?? heading.text, lvl3: heading.text },
      content: clean(body, heading.depth === 2 ? MAX_SECTION_CHARS : MAX_SUBSECTION_CHARS),
    });
  });
  return records;
}
