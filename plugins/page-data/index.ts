import type { PageIndexInfo, RspressPlugin } from '@rspress/core';

/** Front matter keys the theme reads from *other* pages' data (the case and use-scene lists). */
const LIST_FRONTMATTER = ['summary', 'industry', 'customer'];
/** The pages those lists show. */
const LISTED_UNDER = ['/case/', '/usescene/'];

/**
 * Rspress ships every page's data to every page. A page's own toc, title and front matter come with
 * its chunk (generated pages too: Rspress compiles their content like any page), so the shared copy
 * keeps only the route (Rspress reads it for the current page), plus title and list fields for the
 * pages that lists show.
 */
export function slimPageData(page: PageIndexInfo): void {
  const record = page as unknown as Record<string, unknown>;
  for (const key of ['toc', 'lang', 'version', 'description', '_relativePath']) delete record[key];
  if (!LISTED_UNDER.some((prefix) => page.routePath.startsWith(prefix))) {
    delete record.title;
    delete record.frontmatter;
    return;
  }
  page.frontmatter = Object.fromEntries(Object.entries(page.frontmatter ?? {}).filter(([key]) => LIST_FRONTMATTER.includes(key)));
}

export function pageDataPlugin(): RspressPlugin {
  return { name: 'rainbond-page-data', extendPageData: slimPageData };
}
