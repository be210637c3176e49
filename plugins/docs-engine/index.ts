import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { NAV_ITEMS } from '../../core/data/site';
import { VERSIONS } from '../../core/data/versions';
import { flattenLinks } from '../../core/docs/navigation';
import type { DocsData, GeneratedIndex, SourceDoc } from '../../core/docs/types';
import type { RouteService } from '../../rspress-internals/node/routeService';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';
import { COMPAT_MODE } from '../shared/compatMode';
import { fileName, storeKey } from '../shared/keyedStore';
import { setSourceRoute } from '../shared/sourceRoutes';
import { type CategoryMeta, readCategoryMeta, readSidebarsFile } from './docusaurusSidebars';
import { gitPathOf, lastUpdates } from './gitDates';
import { validateNavbar } from './navbar';
import { REDIRECTS, redirectPage } from './redirects';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';
import { type DocPages, remarkDocPage } from './remarkDocPage';
import { remarkLastUpdated } from './remarkLastUpdated';
import { buildVersionDocs, docRoute } from './sidebars';
import { readVersionSources, sourceStore } from './sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIDEBAR_REGISTRY = path.join(ROOT, 'theme/logic/sidebarRegistry.ts');
const SIDEBARS = path.join(CACHE_DIR, 'sidebars');
const sidebarModule = (version: string, sidebar: string) => path.join(SIDEBARS, `${version}.${sidebar}.js`);

/** What the route table needs from the docs: the draft files, and the route of every file whose slug moves it. */
interface RouteChanges {
  drafts: Set<string>;
  slugs: Map<string, string>;
}

/**
 * Builds every version's sidebars and pages: one module per sidebar (registering it with the theme),
 * and for each doc page its meta and sidebar module, which remarkDocPage puts into the page's chunk.
 */
export async function generateDocsData(
  docsRoot: string,
  production: boolean,
): Promise<{ data: DocsData; pages: DocPages /** Generated index pages, by route. */; indexPages: DocPages } & RouteChanges> {
  const data: DocsData = {};
  const changes: RouteChanges = { drafts: new Set(), slugs: new Map() };
  const sourcesOf = new Map<string, SourceDoc[]>();
  const store = sourceStore();
  for (const version of VERSIONS) {
    const sources = await readVersionSources(docsRoot, version, store);
    sourcesOf.set(version.name, sources);
    const sidebars = version.sidebarsFile ? await readSidebarsFile(path.resolve(version.sidebarsFile)) : undefined;
    data[version.name] = buildVersionDocs(version, sources, { production, categories: categoryMetas(docsRoot, version.dir, sources), sidebars });
    for (const source of sources) {
      if (source.frontmatter.draft === true) changes.drafts.add(path.resolve(source.file));
      // Slugs, index docs, `id` front matter and ordering prefixes all give a doc another route than its file's.
      const route = docRoute(version, source);
      changes.slugs.set(path.resolve(source.file), route);
      setSourceRoute(path.resolve(source.file), route);
    }
  }
  store?.save();
  validateNavbar(NAV_ITEMS, data);
  const pages: DocPages = new Map();
  for (const version of VERSIONS) {
    const { sidebars, pages: routes } = data[version.name];
    for (const [sidebar, entries] of Object.entries(sidebars)) {
      const registration = `registerSidebar(${JSON.stringify(version.name)}, ${JSON.stringify(sidebar)}, ${JSON.stringify(entries)});`;
      if (entries.length > 0)
        writeDataModule(sidebarModule(version.name, sidebar), `import { registerSidebar } from ${JSON.stringify(SIDEBAR_REGISTRY)};\n${registration}\n`);
    }
    for (const source of sourcesOf.get(version.name) ?? []) {
      const route = docRoute(version, source);
      const page = routes[route];
      if (!page) continue;
      const rest = route.slice(version.path.length);
      const versions = VERSIONS.filter((other) => data[other.name].pages[`${other.path}${rest}`]).map((other) => other.name);
      const pagination = { ...('prev' in page && { prev: page.prev }), ...('next' in page && { next: page.next }) };
      pages.set(path.resolve(source.file), {
        meta: { sidebar: page.sidebar, versions, ...pagination },
        sidebarModule: page.sidebar ? sidebarModule(version.name, page.sidebar) : undefined,
        lastUpdate: source.frontmatter.last_update as { date?: unknown; author?: unknown } | undefined,
      });
    }
  }
  const indexPages: DocPages = new Map(
    VERSIONS.flatMap((version) =>
      data[version.name].generated.map((index) => [
        index.route,
        { meta: { sidebar: index.sidebar, versions: [version.name] }, sidebarModule: sidebarModule(version.name, index.sidebar) },
      ]),
    ),
  );
  return { data, pages, indexPages, ...changes };
}

/**
 * A version without a page at its root (a Docusaurus site often has none) still answers there, as the
 * version menu and breadcrumbs link it: with its first sidebar's first page.
 */
export function landingRedirects(data: DocsData): { from: string; to: string }[] {
  return VERSIONS.flatMap((version) => {
    const { pages, sidebars } = data[version.name];
    if (pages[version.path]) return [];
    const first = Object.values(sidebars)
      .map((entries) => flattenLinks(entries).find((link) => link.link.startsWith(version.path)))
      .find(Boolean);
    return first ? [{ from: version.path, to: first.link }] : [];
  });
}

/** The page of a category's generated index: its title and description; the theme lists the category's cards. */
function generatedIndexPage(index: GeneratedIndex) {
  const description = index.description ?? '';
  return {
    routePath: index.route,
    content: `---\ntitle: ${JSON.stringify(index.title)}\n${description ? `description: ${JSON.stringify(description)}\n` : ''}---\n\n${description}\n`,
  };
}

/** `_category_` metadata of every folder that holds a doc of the version, by its path inside the version. */
function categoryMetas(docsRoot: string, versionDir: string, sources: SourceDoc[]): Map<string, CategoryMeta> {
  const metas = new Map<string, CategoryMeta>();
  for (const source of sources) {
    const segments = source.id.split('/').slice(0, -1);
    for (let depth = 1; depth <= segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/');
      if (metas.has(folder)) continue;
      const meta = readCategoryMeta(path.join(docsRoot, versionDir, folder));
      if (meta) metas.set(folder, meta);
    }
  }
  return metas;
}

/** Applies slugs and, in production, drops drafts from Rspress's route table before any page is compiled. */
export function applyRouteChanges(routeData: Map<string, { routeMeta: RouteMeta }>, { drafts, slugs }: RouteChanges, production: boolean): void {
  for (const [routePath, page] of [...routeData]) {
    const file = page.routeMeta.absolutePath;
    if (production && drafts.has(file)) {
      routeData.delete(routePath);
      continue;
    }
    const slugged = slugs.get(file);
    if (slugged === undefined || slugged === routePath) continue;
    routeData.delete(routePath);
    page.routeMeta.routePath = slugged;
    page.routeMeta.pureRoutePath = slugged;
    routeData.set(slugged, page);
  }
}

/**
 * The documentation engine: versions and sidebars from the file tree, drafts left out of production,
 * last-updated data from git, and client-side redirects for moved pages.
 */
/** Where a doc page's inputs from outside its source are written: a file per page, rewritten only when they change. */
const pageInputsFile = (file: string) => path.join(CACHE_DIR, 'page-inputs', `${fileName(storeKey(path.resolve(file)))}.json`);

export function docsEnginePlugin(): RspressPlugin & { inputsOf: (file: string) => string[]; docsData: () => DocsData } {
  const docsRoot = path.join(ROOT, 'docs');
  const docPages: DocPages = new Map();
  const updates = lastUpdates('docs/docs');
  let docsData: ReturnType<typeof generateDocsData> | undefined;
  let latest: DocsData = {};
  return {
    name: 'rainbond-docs-engine',
    /**
     * The file with what the remark plugins below give a page from outside its own source (its sidebar, neighbours,
     * versions, last update), for the compiler to depend on: a commit, or a change to another page's title,
     * recompiles the pages it changes, not every page (plugins/markdown-loader).
     */
    inputsOf: (file: string) => (docPages.has(path.resolve(file)) ? [pageInputsFile(file)] : []),
    /** Every version's sidebars and pages, as the last routes were generated (the llms files list pages in sidebar order). */
    docsData: () => latest,
    markdown: {
      remarkPlugins: [remarkLastUpdated(updates, path.join(docsRoot, 'docs'), docPages), remarkDocPage(docPages)],
      rehypePlugins: [rehypeAnchorTabindex],
    },
    // Runs before beforeBuild and before the route code is generated: the only point where routes can still move or go.
    async routeServiceGenerated(routeService: RouteService, isProd) {
      const generated = await (docsData ?? generateDocsData(docsRoot, isProd));
      docsData = undefined;
      latest = generated.data;
      docPages.clear();
      for (const [file, page] of generated.pages) docPages.set(file, page);
      // A generated index is a page of its category's sidebar, found by its route (its file is Rspress's).
      for (const [route, page] of generated.indexPages) {
        const file = routeService.routeData.get(route)?.routeMeta.absolutePath;
        if (file) docPages.set(file, page);
      }
      for (const [file, page] of docPages) writeDataModule(pageInputsFile(file), JSON.stringify({ page, update: updates.get(gitPathOf(file)) }));
      applyRouteChanges(routeService.routeData, generated, isProd);
    },
    // The docs are read here, before Rspress lists the routes, so that categories' generated indexes are pages.
    async addPages(_config, isProd) {
      docsData = generateDocsData(docsRoot, isProd);
      const { data } = await docsData;
      const indexes = Object.values(data).flatMap((version) => version.generated);
      // Our moved pages are ours: another site's docs (the compat harness) have none of them.
      const moved = COMPAT_MODE ? [] : REDIRECTS;
      return [...moved.map(redirectPage), ...landingRedirects(data).map(redirectPage), ...indexes.map(generatedIndexPage)];
    },
    builderConfig: {
      tools: {
        rspack: (config, { target, isProd }) => {
          if (target !== 'web' || !isProd) return;
          // Each sidebar is a chunk of its own, which every page of it preloads (plugins/route-table)
          // and the next page of it finds cached, rather than a copy inside every page's chunk: the
          // 10× tree's largest sidebar was copied into 3,000 page chunks.
          const split = typeof config.optimization?.splitChunks === 'object' ? config.optimization.splitChunks : {};
          const sidebars = {
            // A pattern Rspack matches itself: a function here was called from Rust for every module, and the
            // chunk optimisation of a build after a one-page edit took 1.1 s instead of 0.07 s (RSPACK_PROFILE).
            test: new RegExp(`^${SIDEBARS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]`),
            name: (module?: Rspack.Module) => `sidebar-${path.basename(module?.nameForCondition() ?? '', '.js')}`,
            chunks: 'async' as const,
            enforce: true,
          };
          config.optimization = { ...config.optimization, splitChunks: { ...split, cacheGroups: { ...split.cacheGroups, sidebars } } };
        },
      },
    },
  };
}
