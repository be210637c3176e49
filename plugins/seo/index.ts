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
import type { Post } from '../blog/posts';
import { pagePath } from '../dev-warmup';
import { lastUpdateOf, lastUpdates, type OwnUpdate } from '../docs-engine/gitDates';
import { type TwinPage, twinText, writeTwins } from '../markdown-twin/write';
import type { PageData, PageNow } from '../page-data';
import { writingOutput } from '../shared/outputWrites';
import { docsInSidebarOrder, llmsFullTxt, llmsTxt, type SitePage, sitemap } from './files';

const NOT_LISTED = [/^\/404$/, /^\/search$/];
const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs/docs');

/**
 * The date a page shows for its last change: a doc's last update (front matter, else git, as
 * remarkLastUpdated puts it on the page), a post's date. Other pages show none and get none.
 */
function lastModified(posts: Post[]): (page: PageIndexInfo) => string | undefined {
  const git = lastUpdates(path.relative(process.cwd(), DOCS_DIR));
  const postDates = new Map(posts.map((post) => [`/blog/${post.slug}`, post.date]));
  return (page) => {
    const postDate = postDates.get(page.routePath);
    if (postDate) return postDate;
    const file = page._filepath && path.resolve(page._filepath);
    if (!file?.startsWith(`${DOCS_DIR}${path.sep}`)) return undefined;
    const fromGit = git.get(path.relative(process.cwd(), file).split(path.sep).join('/'));
    return lastUpdateOf(fromGit, page.frontmatter?.last_update as OwnUpdate | undefined)?.time.toISOString();
  };
}

/** What the sitemap, the twins and the llms files know of a page: its data, date, twin and source file. */
type ListedSitePage = SitePage & TwinPage & { listed: boolean };

/** The site's pages as the sitemap, twins and llms files see them, from Rspress's page data. */
async function sitePages(): Promise<(page: PageIndexInfo) => ListedSitePage> {
  // Read once for both: loading the posts parses every one of them.
  const posts = await loadPosts();
  const lastmod = lastModified(posts);
  const postFiles = new Map(posts.map((post) => [`/blog/${post.slug}`, path.resolve(post.file)]));
  return (page) => ({
    routePath: page.routePath,
    title: (page.frontmatter?.title as string | undefined) ?? page.title,
    description: (page.frontmatter?.description as string | undefined) ?? '',
    version: versionOfPath(page.routePath)?.name,
    lastmod: lastmod(page),
    alternates: localeAlternates(page.routePath),
    twin: twinPath(page.routePath, page.frontmatter?.pageType as string | undefined),
    source: postFiles.get(page.routePath) ?? (page._filepath && path.resolve(page._filepath)),
    listed: page.frontmatter?.unlisted !== true,
  });
}

const isSitePage = (page: PageIndexInfo) =>
  !NOT_LISTED.some((pattern) => pattern.test(page.routePath)) && page.frontmatter?.draft !== true && page.frontmatter?.title !== '页面已移动';

/**
 * sitemap.xml of every listed page (no 404, no moved-page stubs, no unlisted or draft pages); each doc
 * page's, post's and case's Markdown twin (unlisted ones too: their pages link them); and each docs
 * version's llms.txt and llms-full.txt (the current one's at the root, with the blog, cases and site).
 * The dev server answers a twin's address with the page's twin as its source is now.
 */
export function seoPlugin(pageData: PageData, pageNow: PageNow, docsData: () => DocsData): RspressPlugin {
  return {
    name: 'rainbond-seo',
    builderConfig: {
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, res, next) => {
            const routePath = req.method === 'GET' ? /^(\/.*)\.md$/.exec(pagePath(req.url) ?? '')?.[1] : undefined;
            if (!routePath) return next();
            devTwin(routePath, pageNow, docsData).then((text) => {
              if (text === undefined) return next();
              res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
              res.end(text);
            }, next);
          });
        },
      },
    },
    afterBuild(config, isProd) {
      if (!isProd) return Promise.resolve();
      // Pages link the twins written here: the link check waits for them.
      return writingOutput(() => writeSeoFiles(config, pageData, docsData));
    },
  };
}

/** A page's twin in the dev server, from its source as it is now; none for a page without one or not compiled yet. */
async function devTwin(routePath: string, pageNow: PageNow, docsData: () => DocsData): Promise<string | undefined> {
  const page = await pageNow(routePath);
  if (!page || !isSitePage(page)) return undefined;
  return twinText((await sitePages())(page), docsData());
}

/** The sitemap, the Markdown twins and each version's llms files. */
async function writeSeoFiles(config: { outDir?: string }, pageData: PageData, docsData: () => DocsData) {
  const sitePage = await sitePages();
  const all = (await pageData())
    .filter(isSitePage)
    .map(sitePage)
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
