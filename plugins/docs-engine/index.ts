import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { NAV_ITEMS } from '../../theme/data/site';
import { VERSIONS } from '../../theme/data/versions';
import { CACHE_DIR, writeDataModule } from '../shared/cacheDir';
import { lastUpdates } from './gitDates';
import { validateNavbar } from './navbar';
import { REDIRECTS, redirectPage } from './redirects';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';
import { type DocPages, remarkDocPage } from './remarkDocPage';
import { remarkLastUpdated } from './remarkLastUpdated';
import { buildVersionDocs, docRoute } from './sidebars';
import { readVersionSources } from './sources';
import type { DocsData, SourceDoc } from './types';

/** The part of Rspress's RouteService (typed `any` in its plugin API) this plugin touches. */
interface RouteService {
  routeData: Map<string, { routeMeta: RouteMeta }>;
}

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
export async function generateDocsData(docsRoot: string, production: boolean): Promise<{ data: DocsData; pages: DocPages } & RouteChanges> {
  const data: DocsData = {};
  const changes: RouteChanges = { drafts: new Set(), slugs: new Map() };
  const sourcesOf = new Map<string, SourceDoc[]>();
  for (const version of VERSIONS) {
    const sources = await readVersionSources(docsRoot, version);
    sourcesOf.set(version.name, sources);
    data[version.name] = buildVersionDocs(version, sources, { production });
    for (const source of sources) {
      if (source.frontmatter.draft === true) changes.drafts.add(path.resolve(source.file));
      if (source.frontmatter.slug !== undefined) changes.slugs.set(path.resolve(source.file), docRoute(version, source));
    }
  }
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
      pages.set(path.resolve(source.file), {
        meta: { sidebar: page.sidebar, versions },
        sidebarModule: page.sidebar ? sidebarModule(version.name, page.sidebar) : undefined,
      });
    }
  }
  return { data, pages, ...changes };
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
export function docsEnginePlugin(): RspressPlugin {
  const docsRoot = path.join(ROOT, 'docs');
  const docPages: DocPages = new Map();
  return {
    name: 'rainbond-docs-engine',
    markdown: {
      remarkPlugins: [remarkLastUpdated(lastUpdates('docs/docs'), path.join(docsRoot, 'docs')), remarkDocPage(docPages)],
      rehypePlugins: [rehypeAnchorTabindex],
    },
    // Runs before beforeBuild and before the route code is generated: the only point where routes can still move or go.
    async routeServiceGenerated(routeService: RouteService, isProd) {
      const generated = await generateDocsData(docsRoot, isProd);
      docPages.clear();
      for (const [file, page] of generated.pages) docPages.set(file, page);
      applyRouteChanges(routeService.routeData, generated, isProd);
    },
    addPages() {
      return REDIRECTS.map(redirectPage);
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
            test: (module: Rspack.Module) => module.nameForCondition()?.startsWith(SIDEBARS) ?? false,
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
