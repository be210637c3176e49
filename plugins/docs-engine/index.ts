import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { NAV_ITEMS } from '../../theme/data/site';
import { VERSIONS } from '../../theme/data/versions';
import { CACHE_DIR } from '../shared/cacheDir';
import { lastUpdates } from './gitDates';
import { validateNavbar } from './navbar';
import { REDIRECTS, redirectPage } from './redirects';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';
import { remarkLastUpdated } from './remarkLastUpdated';
import { buildVersionDocs, docRoute } from './sidebars';
import { readVersionSources } from './sources';
import type { DocsData } from './types';

/** The part of Rspress's RouteService (typed `any` in its plugin API) this plugin touches. */
interface RouteService {
  routeData: Map<string, { routeMeta: RouteMeta }>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS_DATA_FILE = path.join(CACHE_DIR, 'docs-data.json');

/** What the route table needs from the docs: the draft files, and the route of every file whose slug moves it. */
interface RouteChanges {
  drafts: Set<string>;
  slugs: Map<string, string>;
}

/** Builds every version's sidebars and page index into one JSON module the theme imports. */
export async function generateDocsData(docsRoot: string, production: boolean): Promise<{ data: DocsData } & RouteChanges> {
  const data: DocsData = {};
  const changes: RouteChanges = { drafts: new Set(), slugs: new Map() };
  for (const version of VERSIONS) {
    const sources = await readVersionSources(docsRoot, version);
    data[version.name] = buildVersionDocs(version, sources, { production });
    for (const source of sources) {
      if (source.frontmatter.draft === true) changes.drafts.add(path.resolve(source.file));
      if (source.frontmatter.slug !== undefined) changes.slugs.set(path.resolve(source.file), docRoute(version, source));
    }
  }
  validateNavbar(NAV_ITEMS, data);
  mkdirSync(path.dirname(DOCS_DATA_FILE), { recursive: true });
  writeFileSync(DOCS_DATA_FILE, JSON.stringify(data));
  return { data, ...changes };
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
  return {
    name: 'rainbond-docs-engine',
    markdown: {
      remarkPlugins: [remarkLastUpdated(lastUpdates('docs/docs'), path.join(docsRoot, 'docs'))],
      rehypePlugins: [rehypeAnchorTabindex],
    },
    builderConfig: {
      resolve: { alias: { '@rainbond/docs-data': DOCS_DATA_FILE } },
    },
    // Runs before beforeBuild and before the route code is generated: the only point where routes can still move or go.
    async routeServiceGenerated(routeService: RouteService, isProd) {
      applyRouteChanges(routeService.routeData, await generateDocsData(docsRoot, isProd), isProd);
    },
    addPages() {
      return REDIRECTS.map(redirectPage);
    },
  };
}
