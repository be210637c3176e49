import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';

/** Front matter keys the theme reads from *other* pages' data (the case and use-scene lists). */
const SHARED_FRONTMATTER = ['title', 'summary', 'industry', 'customer', 'pageType'];

/**
 * Rspress ships every page's data to every page. A page's own toc, title and front matter come with
 * its chunk, so the shared copy keeps only what lists and links need: route, title, list fields.
 */
export function slimPageData(page: PageIndexInfo, docsRoot: string): void {
  page.toc = [];
  // Plugin-generated pages (blog) have no metadata in their own chunk: the theme reads theirs from here.
  const generated = !page._filepath.startsWith(docsRoot);
  const keep = generated ? [...SHARED_FRONTMATTER, 'description'] : SHARED_FRONTMATTER;
  page.frontmatter = Object.fromEntries(Object.entries(page.frontmatter ?? {}).filter(([key]) => keep.includes(key)));
  const record = page as unknown as Record<string, unknown>;
  delete record.description;
  delete record._relativePath;
}

export function pageDataPlugin(): RspressPlugin {
  let docsRoot = '';
  return {
    name: 'rainbond-page-data',
    config(config) {
      docsRoot = path.resolve(config.root ?? 'docs');
      return config;
    },
    extendPageData: (page) => slimPageData(page, docsRoot),
  };
}
