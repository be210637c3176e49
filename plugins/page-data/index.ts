import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { PageIndexInfo, RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import type { ListedPage } from '../../core/data/listedPage';
import { readPages } from '../../rspress-internals/node/extractPageData.mjs';
import { aroundPageDataPass, type ExtractPageDataOptions, PAGE_DATA_MODULE, searchIndexHashOf } from '../../rspress-internals/node/pageData';
import { changeRoutes, type RouteService } from '../../rspress-internals/node/routeService';
import { ContentError, validateFrontmatter } from '../frontmatter-check/validate';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';
import { readWithCache } from './pageCache';

/** The pages the case and use-scene lists show, with the front matter they read. */
const LISTED_UNDER = ['/case/', '/usescene/'];
export const LISTED_PAGES_FILE = path.join(CACHE_DIR, 'listed-pages.json');
/** Every page's data from the last build, reused for the pages that did not change. */
const PAGE_CACHE_FILE = path.join(CACHE_DIR, 'pages.v8');
const isListed = ({ routePath }: { routePath: string }) => LISTED_UNDER.some((prefix) => routePath.startsWith(prefix) && routePath.length > prefix.length);

/**
 * What the case and use-scene lists show of their pages, from each page's front matter (checked as
 * everywhere by validateFrontmatter). Only the front matter is read: parsing the pages themselves cost
 * 0.2 s before the dev server's first build.
 */
export function listedPages(routes: Pick<RouteMeta, 'routePath' | 'absolutePath'>[]): ListedPage[] {
  return routes
    .filter(isListed)
    .map(({ routePath, absolutePath }) => {
      const file = path.relative(process.cwd(), absolutePath);
      const fm = validateFrontmatter(file, readFileSync(absolutePath, 'utf8'), 'page') as Record<string, string | undefined>;
      if (!fm.title) throw new ContentError(file, 1, 'front matter "title" is missing: the case and use-scene lists show it');
      return { routePath, title: fm.title, summary: fm.summary ?? fm.description ?? '', industry: fm.industry, customer: fm.customer };
    })
    .sort((a, b) => a.routePath.localeCompare(b.routePath));
}

/**
 * Rspress's page data module, rewritten. Rspress ships every page's data to every page, yet its
 * runtime reads only each page's route from it (a page's own title, toc and front matter come with
 * its chunk), and the route table already holds those routes (in the browser, the sections loaded so far).
 */
export function pageDataModule(original: string): string {
  return `import { routes } from 'virtual-routes';

// A getter: in the browser, routes arrive a section at a time (theme/router/routeTable.ts).
export const pageData = {
  get pages() {
    return routes.map((route) => ({ routePath: route.path }));
  },
};
export const searchIndexHash = ${searchIndexHashOf(original)};
`;
}

/** Every page's data (title, toc, search text, front matter), read once on demand. */
export type PageData = () => Promise<PageIndexInfo[]>;

/** One page's data as its source is now, or nothing for a path that is no page (the dev server's twins). */
export type PageNow = (routePath: string) => Promise<PageIndexInfo | undefined>;

/** Reads pages off the main thread, so a build compiles while they are parsed. */
function readInWorker(routes: RouteMeta[], options: ExtractPageDataOptions): Promise<PageIndexInfo[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'readPages.worker.mjs'), { workerData: { routes, options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`plugins/page-data: the page reader stopped with code ${code}`)));
  });
}

/**
 * Page data every page downloads, cut to the routes; the listed pages' fields go to a module of their own.
 *
 * Rspress's own page data pass parses every page's Markdown on the main thread before anything is
 * compiled (1.2 s of a 13 s build, 1.4 s of a 6 s dev start on 2 cores), and keeps all of it, text
 * included, until the end. It sees no pages here: the lists read their own pages, and `pages` reads
 * the rest in a worker thread: during the compile in a build, on the first search in the dev server.
 * Only pages changed since the last build are read again (./pageCache.ts).
 */
export function pageDataPlugin(): RspressPlugin & { pages: PageData; page: PageNow } {
  let config: UserConfig = {};
  let routes: RouteService | undefined;
  let options: ExtractPageDataOptions | undefined;
  let hidden = false;
  let all: Promise<PageIndexInfo[]> | undefined;

  const known = () => {
    if (!routes || !options) throw new Error('plugins/page-data: page data was asked for before the build was set up');
    return { service: routes, options };
  };
  const pages = () => {
    if (!all) {
      const { service, options } = known();
      all = readWithCache(service.getRoutes(), options, (routes) => readInWorker(routes, options), PAGE_CACHE_FILE);
      // Rejections reach whoever awaits the pages; none is left unhandled meanwhile.
      all.catch(() => {});
    }
    return all;
  };
  const page: PageNow = async (routePath) => {
    const { service, options } = known();
    const route = service.getRoutes().find((one) => one.routePath === routePath);
    return route && (await readPages([route], options))[0];
  };

  return {
    name: 'rainbond-page-data',
    config(value) {
      config = value;
      return value;
    },
    routeServiceGenerated(routeService: RouteService) {
      routes = routeService;
      all = undefined;
      changeRoutes(routeService, (found) => (hidden ? [] : found));
    },
    builderConfig: {
      resolve: { alias: { '@rainbond/listed-pages': LISTED_PAGES_FILE } },
      plugins: [
        {
          name: 'rainbond-page-data-module',
          setup(api: RsbuildPluginAPI) {
            api.transform({ test: PAGE_DATA_MODULE, enforce: 'post' }, ({ code }: { code: string }) => pageDataModule(code));
            // The routes are hidden from Rspress's own pass (whatever the other environments' hooks do in between).
            aroundPageDataPass(
              api,
              () => {
                hidden = true;
              },
              (chain) => {
                hidden = false;
                const search = typeof config.search === 'object' ? config.search : {};
                options = {
                  root: path.resolve(config.root ?? 'docs'),
                  alias: chain.resolve.alias.entries() as Record<string, string | string[]>,
                  replaceRules: config.replaceRules ?? [],
                  searchCodeBlocks: search.codeBlocks ?? true,
                  extractDescription: config.markdown?.extractDescription,
                  searchEnabled: config.search !== false,
                };
                writeDataModule(LISTED_PAGES_FILE, JSON.stringify(listedPages(known().service.getRoutes())));
                if (api.context.action === 'build') pages();
              },
            );
          },
        },
      ],
    },
    pages,
    page,
  };
}
