import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { ListedPage } from '../../components/data/listedPages';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';

/** The pages the case and use-scene lists show, with the front matter they read. */
const LISTED_UNDER = ['/case/', '/usescene/'];
export const LISTED_PAGES_FILE = path.join(CACHE_DIR, 'listed-pages.json');
/** Rspress's page data module, which every page's JS includes. */
const PAGE_DATA_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;

export function listedPages(pages: PageIndexInfo[]): ListedPage[] {
  return pages
    .filter((page) => LISTED_UNDER.some((prefix) => page.routePath.startsWith(prefix) && page.routePath.length > prefix.length))
    .map((page) => {
      const fm = (page.frontmatter ?? {}) as Record<string, string | undefined>;
      return {
        routePath: page.routePath,
        title: fm.title ?? page.title,
        summary: fm.summary ?? fm.description ?? '',
        industry: fm.industry,
        customer: fm.customer,
      };
    })
    .sort((a, b) => a.routePath.localeCompare(b.routePath));
}

/**
 * Rspress's page data module, rewritten. Rspress ships every page's data to every page, yet its
 * runtime reads only each page's route from it (a page's own title, toc and front matter come with
 * its chunk), and the route table every page has already holds those routes.
 */
export function pageDataModule(original: string): string {
  const searchIndexHash = /export const searchIndexHash = ([\s\S]*?);\s*$/.exec(original)?.[1];
  if (searchIndexHash === undefined) throw new Error('Rspress changed its virtual-page-data module: check plugins/page-data');
  return `import { routes } from 'virtual-routes';

export const pageData = { pages: routes.map((route) => ({ routePath: route.path })) };
export const searchIndexHash = ${searchIndexHash};
`;
}

/** Page data every page downloads, cut to the routes; the listed pages' fields go to a module of their own. */
export function pageDataPlugin(): RspressPlugin {
  return {
    name: 'rainbond-page-data',
    builderConfig: {
      resolve: { alias: { '@rainbond/listed-pages': LISTED_PAGES_FILE } },
      plugins: [
        {
          name: 'rainbond-page-data-module',
          setup(api) {
            api.transform({ test: PAGE_DATA_MODULE, enforce: 'post' }, ({ code }: { code: string }) => pageDataModule(code));
          },
        },
      ],
    },
    modifySearchIndexData(pages) {
      writeDataModule(LISTED_PAGES_FILE, JSON.stringify(listedPages(pages)));
    },
  };
}
