import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { PageIndexInfo, RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';
import type { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import type { ListedPage } from '../../components/data/listedPages';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';

/** The pages the case and use-scene lists show, with the front matter they read. */
const LISTED_UNDER = ['/case/', '/usescene/'];
export const LISTED_PAGES_FILE = path.join(CACHE_DIR, 'listed-pages.json');
const isListed = ({ routePath }: { routePath: string }) => LISTED_UNDER.some((prefix) => routePath.startsWith(prefix) && routePath.length > prefix.length);
/** Rspress's page data module, which every page's JS includes. */
const PAGE_DATA_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;

export function listedPages(pages: PageIndexInfo[]): ListedPage[] {
  return pages
    .filter(isListed)
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

/** Every page's data, read on demand in the dev server. */
export type DevPageData = () => Promise<PageIndexInfo[]>;

/**
 * Page data every page downloads, cut to the routes; the listed pages' fields go to a module of their own.
 *
 * In the dev server Rspress's page data pass, which parses every page's Markdown before the server
 * listens (1.4 s of a 6 s start on 2 cores), sees no pages: its output feeds only the lists, written
 * here from their own pages, and the search index, which `pagesInDev` reads on its first request.
 */
export function pageDataPlugin(): RspressPlugin & { pagesInDev: DevPageData } {
  let config: UserConfig = {};
  let routes: RouteService | undefined;
  let alias: Record<string, string | string[]> = {};
  let hidden = false;
  let all: Promise<PageIndexInfo[]> | undefined;

  const read = (keep: (route: RouteMeta) => boolean) => {
    if (!routes) throw new Error('plugins/page-data: page data was asked for before the routes were known');
    const service = routes;
    const view = {
      getRoutes: () => service.getRoutes().filter(keep),
      getRoutePageByRoutePath: (routePath: string) => service.getRoutePageByRoutePath(routePath),
    };
    const search = typeof config.search === 'object' ? config.search : {};
    return extractPageData(view as unknown as RouteService, {
      root: path.resolve(config.root ?? 'docs'),
      alias,
      replaceRules: config.replaceRules ?? [],
      searchCodeBlocks: search.codeBlocks ?? true,
      extractDescription: config.markdown?.extractDescription,
      searchEnabled: config.search !== false,
    });
  };

  return {
    name: 'rainbond-page-data',
    config(value) {
      config = value;
      return value;
    },
    routeServiceGenerated(routeService: RouteService, isProd) {
      routes = routeService;
      all = undefined;
      if (isProd) return;
      const getRoutes = routeService.getRoutes.bind(routeService);
      routeService.getRoutes = () => (hidden ? [] : getRoutes());
    },
    builderConfig: {
      resolve: { alias: { '@rainbond/listed-pages': LISTED_PAGES_FILE } },
      plugins: [
        {
          name: 'rainbond-page-data-module',
          setup(api: RsbuildPluginAPI) {
            api.transform({ test: PAGE_DATA_MODULE, enforce: 'post' }, ({ code }: { code: string }) => pageDataModule(code));
            if (api.context.action !== 'dev') return;
            // Rspress runs its pass in a default-order hook of the web build: the routes are hidden around it.
            api.modifyBundlerChain({
              order: 'pre',
              handler: (_chain, { environment }) => {
                hidden = environment.name === 'web';
              },
            });
            api.modifyBundlerChain({
              order: 'post',
              handler: async (chain, { environment }) => {
                if (environment.name !== 'web') return;
                hidden = false;
                alias = chain.resolve.alias.entries() as Record<string, string | string[]>;
                writeDataModule(LISTED_PAGES_FILE, JSON.stringify(listedPages(await read(isListed))));
              },
            });
          },
        },
      ],
    },
    modifySearchIndexData(pages) {
      // Hidden: Rspress's pass in the dev server, which saw no pages.
      if (!hidden) writeDataModule(LISTED_PAGES_FILE, JSON.stringify(listedPages(pages)));
    },
    pagesInDev: () => {
      all ??= read(() => true);
      return all;
    },
  };
}
