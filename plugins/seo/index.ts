import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { SITE_URL } from '../../core/data/site';
import { VERSIONS } from '../../core/data/versions';
import { versionOfPath } from '../../core/docs/navigation';
import type { DocsData } from '../../core/docs/types';
import { twinPath } from '../../core/markdown/twinPath';
import { localeAlternates } from '../../core/seo/locale';
import { loadPosts } from '../blog';
import { lastUpdateOf, lastUpdates, type OwnUpdate } from '../docs-engine/gitDates';
import { writeTwins } from '../markdown-twin/write';
import type { PageData } from '../page-data';
import { writingOutput } from '../shared/outputWrites';
import { docsInSidebarOrder, llmsFullTxt, llmsTxt, type SitePage, sitemap } from './files';

const NOT_LISTED = [/^\/404$/, /^\/search$/];
const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs/docs');

/**
 * The date a page shows for its last change: a doc's last update (front matter, else git, as
 * remarkLastUpdated puts it on the page), a post's date. Other pages show none and get none.
 */
async function lastModified(): Promise<(page: PageIndexInfo) => string | undefined> {
  const git = lastUpdates(path.relative(process.cwd(), DOCS_DIR));
  const postDates = new Map((await loadPosts()).map((post) => [`/blog/${post.slug}`, post.date]));
  return (page) => {
    const postDate = postDates.get(page.routePath);
    if (postDate) return postDate;
    const file = page._filepath && path.resolve(page._filepath);
    if (!file?.startsWith(`${DOCS_DIR}${path.sep}`)) return undefined;
    const fromGit = git.get(path.relative(process.cwd(), file).split(path.sep).join('/'));
    return lastUpdateOf(fromGit, page.frontmatter?.last_update as OwnUpdate | undefined)?.time.toISOString();
  };
}

/**
 * sitemap.xml of every listed page (no 404, no moved-page stubs, no unlisted or draft pages); each doc
 * page's, post's and case's Markdown twin (unlisted ones too: their pages link them); and each docs
 * version's llms.txt and llms-full.txt (the current one's at the root, with the blog, cases and site).
 */
export function seoPlugin(pageData: PageData, docsData: () => DocsData): RspressPlugin {
  return {
    name: 'rainbond-seo',
    afterBuild(config, isProd) {
      if (!isProd) return Promise.resolve();
      // Pages link the twins written here: the link check waits for them.
      return writingOutput(() => writeSeoFiles(config, pageData, docsData));
    },
  };
}

/** The sitemap, the Markdown twins and each version's llms files. */
async function writeSeoFiles(config: { outDir?: string }, pageData: PageData, docsData: () => DocsData) {
  {
    const lastmod = await lastModified();
    const postFiles = new Map((await loadPosts()).map((post) => [`/blog/${post.slug}`, path.resolve(post.file)]));
    const all: (SitePage & { listed: boolean })[] = (await pageData())
      .filter(
        (page) => !NOT_LISTED.some((pattern) => pattern.test(page.routePath)) && page.frontmatter?.draft !== true && page.frontmatter?.title !== '页面已移动',
      )
      .map((page) => ({
        routePath: page.routePath,
        title: (page.frontmatter?.title as string | undefined) ?? page.title,
        description: (page.frontmatter?.description as string | undefined) ?? '',
        version: versionOfPath(page.routePath)?.name,
        lastmod: lastmod(page),
        alternates: localeAlternates(page.routePath),
        twin: twinPath(page.routePath, page.frontmatter?.pageType as string | undefined),
        source: postFiles.get(page.routePath) ?? (page._filepath && path.resolve(page._filepath)),
        listed: page.frontmatter?.unlisted !== true,
      }))
      .sort((a, b) => a.routePath.localeCompare(b.routePath));
    const pages = all.filter((page) => page.listed);
    const outDir = path.resolve(config.outDir ?? 'doc_build');
    writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap(SITE_URL, pages));
    const docs = docsData();
    const twins = writeTwins(outDir, all, docs);
    for (const version of VERSIONS) {
      const dir = path.join(outDir, version.isLast ? '' : version.path);
      const ordered = docsInSidebarOrder(
        docs[version.name],
        pages.filter((page) => page.version === version.name),
      );
      writeFileSync(path.join(dir, 'llms.txt'), llmsTxt(SITE_URL, pages, version, ordered));
      writeFileSync(
        path.join(dir, 'llms-full.txt'),
        llmsFullTxt(
          SITE_URL,
          version,
          ordered.map((page) => twins.get(page.routePath) ?? ''),
        ),
      );
    }
  }
}
