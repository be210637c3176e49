import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { VERSIONS } from '../../theme/data/versions';
import { lastUpdates } from './gitDates';
import { REDIRECTS, redirectPage } from './redirects';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';
import { remarkLastUpdated } from './remarkLastUpdated';
import { buildVersionDocs } from './sidebars';
import { readVersionSources } from './sources';
import type { DocsData } from './types';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS_DATA_FILE = path.join(ROOT, 'node_modules/.cache/rainbond/docs-data.json');

/** Builds every version's sidebars and page index into one JSON module the theme imports; returns the draft files. */
export async function generateDocsData(docsRoot: string, production: boolean): Promise<{ data: DocsData; drafts: string[] }> {
  const data: DocsData = {};
  const drafts: string[] = [];
  for (const version of VERSIONS) {
    const sources = await readVersionSources(docsRoot, version);
    data[version.name] = buildVersionDocs(version, sources, { production });
    for (const source of sources) if (source.frontmatter.draft === true) drafts.push(path.resolve(source.file));
  }
  mkdirSync(path.dirname(DOCS_DATA_FILE), { recursive: true });
  writeFileSync(DOCS_DATA_FILE, JSON.stringify(data));
  return { data, drafts };
}

/**
 * The documentation engine: versions and sidebars from the file tree, drafts left out of production,
 * last-updated data from git, and client-side redirects for moved pages.
 */
export function docsEnginePlugin(): RspressPlugin {
  const docsRoot = path.join(ROOT, 'docs');
  let drafts = new Set<string>();
  return {
    name: 'rainbond-docs-engine',
    markdown: {
      remarkPlugins: [remarkLastUpdated(lastUpdates('docs/docs'), path.join(docsRoot, 'docs'))],
      rehypePlugins: [rehypeAnchorTabindex],
    },
    builderConfig: {
      resolve: { alias: { '@rainbond/docs-data': DOCS_DATA_FILE } },
    },
    async beforeBuild(_config, isProd) {
      drafts = new Set((await generateDocsData(docsRoot, isProd)).drafts);
    },
    routeGenerated(routes, isProd) {
      if (!isProd) return;
      // Drafts are written but never published: drop their routes from production builds.
      for (let index = routes.length - 1; index >= 0; index--) if (drafts.has(routes[index].absolutePath)) routes.splice(index, 1);
    },
    addPages() {
      return REDIRECTS.map(redirectPage);
    },
  };
}
