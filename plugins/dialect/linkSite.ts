import { cpSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { VERSIONS } from '../../core/data/versions';
import type { LinkSite } from '../../core/dialect/links';
import { COMPAT_MODE } from '../shared/compatMode';
import { listFiles } from '../shared/listFiles';

/** Where pages' linked files that are no pages (`install.sh`, `values.yaml`, `arch.drawio`) are served, by their path under the docs root. */
const ASSETS = '/assets/files';
const PAGE = /\.mdx?$/i;
/** Files beside the docs that stand for no download: sidebar metadata. */
const NO_ASSET = /^_category_\.(?:json|ya?ml)$/;

/**
 * The site's static folder, served at the site's root: the Docusaurus site's `static/` in the harness
 * (RAINBOND_STATIC_DIR), our `public/` otherwise.
 */
const STATIC_DIR = path.resolve(process.env.RAINBOND_STATIC_DIR ?? 'public');

/**
 * The harness's copies of another site's docs: each copied folder, and the site's folders it was copied
 * from, the first that has a file being where that file came from (a translation laid over the default docs).
 */
const SOURCE_DIRS = JSON.parse(process.env.RAINBOND_SOURCE_DIRS ?? '[]') as [string, string[]][];

/** The file a writer wrote, for a page the harness compiles from its copy. */
function realFileOf(file: string): string {
  for (const [copy, sources] of SOURCE_DIRS) {
    if (!file.startsWith(copy + path.sep)) continue;
    const relative = path.relative(copy, file);
    const found = sources.map((dir) => path.join(dir, relative)).find(existsSync);
    if (found) return found;
  }
  return file;
}

const isAsset = (file: string) => !PAGE.test(file) && !NO_ASSET.test(path.basename(file));

/**
 * What core/dialect/links.ts needs beyond the page's own folder to resolve links as Docusaurus does:
 * `../static/img/x.png` from the writer's own file is `/img/x.png`, and a linked file that is no page is
 * an asset (copied to the output by `copyLinkedAssets`).
 */
export function dialectLinkSite(
  file: string,
  docsRoot = path.resolve('docs'),
): Pick<LinkSite, 'realFile' | 'staticPathOf' | 'assetUrlOf' | 'versionRootOf' | 'keepMissingImages' | 'localePrefix'> {
  // Nested versions first: docs/docs/5.17/ is not the current version's docs/docs/.
  const versionRoots = VERSIONS.map((version) => path.join(docsRoot, version.dir)).sort((a, b) => b.length - a.length);
  return {
    realFile: realFileOf(file),
    staticPathOf: (target) => (target.startsWith(STATIC_DIR + path.sep) ? `/${path.relative(STATIC_DIR, target).split(path.sep).join('/')}` : undefined),
    assetUrlOf: (target) =>
      target.startsWith(docsRoot + path.sep) && isAsset(target) && statSync(target, { throwIfNoEntry: false })?.isFile()
        ? `${ASSETS}/${path.relative(docsRoot, target).split(path.sep).join('/')}`
        : undefined,
    keepMissingImages: COMPAT_MODE,
    localePrefix: process.env.RAINBOND_LOCALE ? `/${process.env.RAINBOND_LOCALE}` : undefined,
    versionRootOf: (page) => versionRoots.find((root) => page.startsWith(root + path.sep)),
  };
}

/** Copies every file under the docs root that is no page to where `dialectLinkSite` links it. */
export async function copyLinkedAssets(docsRoot: string, outDir: string): Promise<void> {
  for (const file of (await listFiles(docsRoot, /./)).filter(isAsset)) {
    cpSync(file, path.join(outDir, ASSETS, path.relative(docsRoot, file)));
  }
}
