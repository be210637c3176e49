import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_URL } from '../../core/data/site';
import { VERSIONS } from '../../core/data/versions';
import { formatBeijingTime } from '../../core/date';
import { categoryItems } from '../../core/docs/navigation';
import type { DocsData } from '../../core/docs/types';
import { twinDocument } from '../../core/markdown/twin';
import { canonicalUrl } from '../../core/seo/locale';
import { isTwinSource, readTwin } from '.';

/** A page that may have a twin, as the build lists it. */
export interface TwinPage {
  routePath: string;
  title: string;
  description: string;
  /** Docs version name, for doc pages. */
  version?: string;
  /** When the page last changed (ISO), as the page shows it. */
  lastmod?: string;
  /** Where its twin is served, if it has one (core/markdown/twinPath.ts). */
  twin?: string;
  /** The page's source file (a blog post's own file, not the generated page around it). */
  source?: string;
}

/** A category's pages, as its page shows them in cards: a list of links below the text. */
function categoryList(docs: DocsData, page: TwinPage): string {
  const version = page.version ? docs[page.version] : undefined;
  const sidebar = version?.pages[page.routePath]?.sidebar;
  const items = sidebar ? categoryItems(version.sidebars[sidebar] ?? [], page.routePath) : undefined;
  if (!items?.length) return '';
  // As theme/components/DocCardList shows them: a card for each item that has a page, set apart from the text.
  const cards = items.flatMap((item) => (item.link ? [`- [${item.label}](${canonicalUrl(SITE_URL, item.link)})`] : []));
  return cards.length ? `---\n\n${cards.join('\n')}` : '';
}

/**
 * A page's twin: the body its compile wrote, or for a page the docs engine generates (a category's index)
 * its cards, below a header of its title, address, version and date. None for a page without one, or whose
 * compile has not written its body (yet).
 */
export function twinText(page: TwinPage, docs: DocsData): string | undefined {
  if (!page.twin) return undefined;
  const compiled = page.source ? readTwin(page.source) : undefined;
  if (!compiled && page.source && isTwinSource(page.source)) return undefined;
  const body = [compiled?.body, categoryList(docs, page)].filter(Boolean).join('\n\n');
  const isPost = page.routePath.startsWith('/blog/');
  return twinDocument(
    {
      title: page.title || compiled?.title || '',
      url: canonicalUrl(SITE_URL, page.routePath),
      description: page.description,
      version: VERSIONS.find((version) => version.name === page.version)?.label,
      updated: page.lastmod && (isPost ? page.lastmod.slice(0, 10) : formatBeijingTime(page.lastmod)),
      updatedLabel: isPost ? '发布时间' : '最后更新',
    },
    body,
  );
}

/** Writes the twin of every page that has one beside the page (`doc_build/docs/x.md`) and returns them by route. */
export function writeTwins(outDir: string, pages: TwinPage[], docs: DocsData): Map<string, string> {
  const twins = new Map<string, string>();
  for (const page of pages) {
    if (!page.twin) continue;
    const text = twinText(page, docs);
    if (text === undefined) {
      throw new Error(`plugins/markdown-twin: no Markdown twin of ${page.source} was written; delete node_modules/.cache and build again`);
    }
    const file = path.join(outDir, page.twin);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    twins.set(page.routePath, text);
  }
  return twins;
}
