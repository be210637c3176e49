import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';

/** Front matter keys the theme reads from *other* pages' data (the case and use-scene lists). */
const LIST_FRONTMATTER = ['summary', 'industry', 'customer'];
/** The pages those lists show. */
const LISTED_UNDER = ['/case/', '/usescene/'];
/** What plugin-generated pages (blog) need from here, since their own chunk carries no metadata. */
const GENERATED_FRONTMATTER = ['pageType', 'description'];

/**
 * Rspress ships every page's data to every page. A page's own toc, title and front matter come with
 * its chunk, so the shared copy keeps only the route (Rspress reads it for the current page), plus
 * title and list fields for the pages that lists show and for generated pages, whose chunk has none.
 */
export function slimPageData(page: PageIndexInfo, docsRoot: string): void {
  const generated = !page._filepath.startsWith(docsRoot);
  const listed = LISTED_UNDER.some((prefix) => page.routePath.startsWith(prefix));
  const record = page as unknown as Record<string, unknown>;
  for (const key of ['toc', 'lang', 'version', 'description', '_relativePath']) delete record[key];
  if (!generated && !listed) {
    delete record.title;
    delete record.frontmatter;
    return;
  }
  const keep = generated ? [...LIST_FRONTMATTER, ...GENERATED_FRONTMATTER] : LIST_FRONTMATTER;
  page.frontmatter = Object.fromEntries(Object.entries(page.frontmatter ?? {}).filter(([key]) => keep.includes(key)));
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
